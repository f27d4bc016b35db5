import { type AgentTabPath, visibleTabs } from '@agent-platform/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// A common phone: every screen must fit its width.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * What sticks out past the right edge of the screen, or of a box that cuts it off: the page
 * itself scrolling sideways, or any shown element running past the edge. Rows meant to scroll
 * sideways (overflow-x auto or scroll with overflow-y hidden, or a scroll area with a sideways
 * scrollbar: the tab row, wide tables) may hold wider content; elements off the screen by design
 * (a closed side panel) start past the edge.
 */
async function overflows(within: Locator): Promise<string[]> {
  return within.evaluate((root) => {
    const width = window.innerWidth;
    const found: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > width) found.push(`the page is ${page.scrollWidth} px wide`);
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()}> "${label}"`;
    };
    // What a user reads or presses: elements with text of their own, and controls.
    const seen = (element: Element) =>
      element.matches('a, button, input, select, textarea, img, svg, iframe, [role]') ||
      Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (!seen(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.left >= width) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let edge = width;
      let inSidewaysRow = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        const scrollsSideways =
          ['auto', 'scroll'].includes(style.overflowX) &&
          (['hidden', 'clip'].includes(style.overflowY) ||
            parent.matches('[data-scrollbars="x"], [data-scrollbars="xy"]'));
        // Screen-reader-only text is clipped to a pixel on purpose.
        if (scrollsSideways || parent.getBoundingClientRect().width <= 1) {
          inSidewaysRow = true;
          break;
        }
        edge = Math.min(edge, parent.getBoundingClientRect().right);
      }
      if (inSidewaysRow) continue;
      if (box.right > edge + 1 && box.left < edge) found.push(`${name(element)} ends at ${Math.round(box.right)}`);
    }
    return found;
  });
}

async function expectFits(page: Page, screen: string, within: Locator = page.locator('body')) {
  await expect.poll(() => overflows(within), { message: `${screen} fits 390 px` }).toEqual([]);
}

/** The screen's main action can be seen and pressed. */
async function expectUsable(action: Locator) {
  await expect(action).toBeVisible();
  await action.scrollIntoViewIfNeeded();
  await action.click({ trial: true });
}

// The main control of each agent tab, by what a user looks for on it.
const TAB_ACTIONS: Partial<Record<AgentTabPath, (page: Page) => Locator>> = {
  voice: (page) => page.getByRole('main').getByRole('tab', { name: 'Voice Library' }),
  overview: (page) => page.getByRole('main').getByLabel('Agent name'),
  settings: (page) => page.getByRole('main').getByLabel('Agent name'),
  channels: (page) => page.getByRole('region', { name: 'Telegram' }).getByRole('button', { name: 'Connect' }),
};

test('every dashboard screen fits a phone, and its main action can be pressed', async ({ page, baseURL }) => {
  // Some thirty screens, one after another.
  test.setTimeout(240_000);
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Phone desk');
  const main = page.getByRole('main');

  await test.step('the agents list and the New Agent drawer', async () => {
    await page.goto('/app/na/agents');
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    await expectUsable(main.getByRole('button', { name: 'New Agent', exact: true }));
    await expectFits(page, 'Agents');
    await main.getByRole('button', { name: 'New Agent', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'New Agent - Create a new AI agent.' });
    await drawer.getByLabel('Agent Name').fill('Pocket desk');
    await expectUsable(drawer.getByRole('button', { name: 'Create', exact: true }));
    await expectFits(page, 'New Agent drawer');
  });

  const tabs = visibleTabs({ isWorkspaceUser: true, enableNodes: true });
  for (const tab of tabs) {
    await test.step(`the agent's ${tab.label} tab`, async () => {
      await page.goto(`/app/na/agents/${agentId}/${tab.path}`);
      const tabRow = page.getByRole('navigation', { name: 'Agent tabs' });
      const current = tabRow.getByRole('link', { name: tab.label, exact: true });
      // The tab row scrolls to the open tab, and the top bar's actions stay in reach.
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toBeInViewport({ ratio: 1 });
      await expectUsable(page.getByRole('banner').getByRole('button', { name: 'Agent actions' }));
      const action = TAB_ACTIONS[tab.path];
      if (action) await expectUsable(action(page));
      else await expect(main.getByRole('heading', { name: tab.label, level: 1 })).toBeVisible();
      if (tab.path === 'convos') {
        // The Chats screen's two views have their own test: here, only that its filters and list fit.
        await expectFits(page, 'Chats search', main.getByLabel('Search in messages'));
        await expectFits(page, 'Chats list', main.getByText('No conversations yet'));
      } else {
        await expectFits(page, tab.label);
      }
    });
  }

  await test.step('the test panel opens under the top bar, and the tabs stay in reach', async () => {
    await page.goto(`/app/na/agents/${agentId}/overview`);
    const panel = page.getByRole('complementary', { name: 'Test panel' });
    const testToggle = page.getByRole('banner').getByRole('button', { name: 'Test', exact: true });
    // Closed by default on a phone: the tab's own screen shows first.
    await expect(testToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await testToggle.click();
    await expectUsable(panel.getByRole('textbox', { name: 'Message' }));
    await expectUsable(panel.getByRole('button', { name: 'Close test panel' }));
    const tabRow = page.getByRole('navigation', { name: 'Agent tabs' });
    await expectUsable(tabRow.getByRole('link', { name: 'Voice', exact: true }));
    await expectFits(page, 'The test panel');
    await tabRow.getByRole('link', { name: 'Voice', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/voice$`));
    await expectUsable(main.getByRole('tab', { name: 'Voice Library' }));
  });

  await test.step('the WhatsApp Legacy Method wraps its steps and webhook address', async () => {
    await page.goto(`/app/na/agents/${agentId}/channels`);
    await page.getByRole('region', { name: 'WhatsApp' }).getByRole('button', { name: 'Connect' }).click();
    const modal = page.getByRole('dialog', { name: 'Adding WhatsApp as a channel' });
    // check() waits for the opening modal to stand still, and fails unless the switch turned on.
    await modal.getByRole('switch', { name: 'Legacy Method (Deprecated)' }).check();
    await expect(modal.getByLabel('Webhook address', { exact: true })).toContainText(
      `/api/na/agents/${agentId}/wa-webhook`,
    );
    await expectUsable(modal.getByRole('button', { name: 'Copy webhook address' }));
    await expectUsable(modal.getByRole('button', { name: 'Save and Run Test' }));
    await expectFits(page, 'The WhatsApp Legacy Method');
  });

  const pages: [string, string, (page: Page) => Locator][] = [
    ['/app/na/integrations', 'Functions', () => main.getByRole('button', { name: 'Add tool' }).first()],
    ['/meta-pages', 'Meta Pages', () => main.getByText('No pages connected')],
    ['/whatsapp-numbers', 'WhatsApp Numbers', () => main.getByText('No numbers connected')],
    ['/twilio-numbers', 'Twilio Numbers', () => main.getByRole('link', { name: 'Open Credentials' })],
    ['/automations', 'Crawler', () => main.getByText('No website crawls yet')],
    ['/sessions', 'Sessions', () => main.getByRole('heading', { name: 'Sessions', level: 1 })],
    ['/prompts', 'Prompts', () => main.getByRole('button', { name: 'New prompt' }).first()],
    ['/account/usage', 'Usage', () => main.getByRole('list', { name: 'Key metrics' })],
    ['/credentials', 'Credentials', () => main.getByRole('button', { name: 'Add provider' }).first()],
    ['/events', 'Events', () => main.getByRole('button', { name: 'Save event settings' })],
    ['/agency', 'Agency', () => main.getByRole('tab', { name: 'Overview' })],
    ['/clients', 'Clients', () => main.getByRole('button', { name: 'New Organization' })],
    ['/support', 'Support', () => main.getByRole('table', { name: 'Services' })],
    ['/account/billing', 'Billing', () => main.getByRole('button', { name: 'Upgrade', exact: true })],
  ];
  for (const [path, title, action] of pages) {
    await test.step(`${title} (${path})`, async () => {
      await page.goto(path);
      await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expectUsable(action(page));
      // The side navigation opens from the header's button and reaches every page.
      await expectUsable(page.getByRole('banner').getByRole('button', { name: 'Open navigation' }));
      await expectFits(page, title);
    });
  }

  await test.step('the side navigation drawer', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expectUsable(nav.getByRole('link', { name: 'Credentials' }));
    await expectFits(page, 'The side navigation');
  });

  await test.step('the workspace editor and + New Workspace, from the switcher in the navigation', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: /^Switch workspace/ }).click();
    await page.getByRole('menuitem', { name: 'Edit workspace' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit workspace' });
    await expect(editor.getByText(/seats used$/)).toBeVisible();
    await expectUsable(editor.getByLabel('Workspace name'));
    await expectUsable(editor.getByRole('button', { name: 'Invite', exact: true }));
    await expectFits(page, 'The workspace editor', editor);
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();

    // The navigation drawer stays open behind the editor.
    await nav.getByRole('button', { name: /^Switch workspace/ }).click();
    await page.getByRole('menuitem', { name: '+ New Workspace' }).click();
    const creator = page.getByRole('dialog', { name: 'New Workspace' });
    await expectUsable(creator.getByRole('button', { name: 'Create workspace' }));
    await expectFits(page, 'New Workspace', creator);
    await creator.getByRole('button', { name: 'Cancel' }).click();
    await expect(creator).toBeHidden();
  });

  await test.step('the demo view', async () => {
    await page.goto(`/app/na/prototype?vg_id=${agentId}`);
    await expect(page.getByRole('heading', { name: 'Agent demo' })).toBeVisible();
    await expectUsable(page.getByRole('button', { name: 'Open chat with Phone desk' }));
    await expectFits(page, 'The demo view');
  });
});

test('the sign-in screens fit a phone', async ({ page }) => {
  const screens: [string, string, string][] = [
    ['/login', 'Log in', 'Log in'],
    ['/signup', 'Create your account', 'Create account'],
    ['/forgot-password', 'Reset your password', 'Send reset link'],
  ];
  for (const [path, heading, submit] of screens) {
    await test.step(heading, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectUsable(page.getByRole('button', { name: submit, exact: true }));
      await expectFits(page, heading);
    });
  }
});
