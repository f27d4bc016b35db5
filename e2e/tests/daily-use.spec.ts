import { expect, type Page, test } from '@playwright/test';
import { agentWith, customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

const site = customerSite();

/** Console errors and refused answers of the page, from now on. */
function collectTrouble(page: Page) {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) trouble.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => trouble.push(`failed: ${request.url()}`));
  return trouble;
}

test('the sign-in pages of a visitor ask nothing the server refuses; a signed-in owner is sent on', async ({
  page,
  baseURL,
}) => {
  const trouble = collectTrouble(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(trouble).toEqual([]);

  const owner = await signUpOwner(page, baseURL);
  // A new owner is sent to the onboarding wizard (spec 002 §2.13) until it is finished or skipped.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/onboarding\?region=na$/);
  const done = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/agent-onboarding`, {
    headers: { Origin: owner.origin },
  });
  expect(done.ok()).toBe(true);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app\/na\/agents$/);
});

test('the side navigation in its groups, with the pricing widget; the agent limit said as the drawer opens', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  await page.goto('/app/na/agents');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await test.step('Whitelabel holds Agency and Clients; Credentials and Support stand apart', async () => {
    await expect(nav.getByRole('group', { name: 'Whitelabel' }).getByRole('link')).toHaveText(['Agency', 'Clients']);
    await expect(nav.getByRole('group', { name: 'Utilities' }).getByRole('link')).toHaveText([
      'Crawler',
      'Events',
      'Sessions',
      'Prompts',
    ]);
    for (const apart of ['Credentials', 'Support']) {
      await expect(nav.getByRole('link', { name: apart, exact: true })).toBeVisible();
      await expect(nav.getByRole('group').getByRole('link', { name: apart, exact: true })).toHaveCount(0);
    }
  });

  await test.step("the pricing widget shows the workspace's plan and credits, and leads to Usage", async () => {
    const plan = nav.getByRole('region', { name: 'Plan' });
    await expect(plan).toContainText('Free plan');
    await expect(plan).toContainText('1,000 credits');
    await expect(plan).toContainText('0 of 2 agents');
    await plan.getByRole('link', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/account\/usage$/);
  });

  await test.step('a free workspace at its two agents is told so as the New Agent drawer opens', async () => {
    await createAgentThroughApi(page, owner, 'First');
    await createAgentThroughApi(page, owner, 'Second');
    await page.goto('/app/na/agents');
    await nav.getByRole('button', { name: 'New Agent' }).click();
    const drawer = page.getByRole('dialog', { name: 'New Agent - Create a new AI agent.' });
    await expect(
      drawer.getByText(
        'You have reached the maximum number of agents (2) for your current subscription plan. Please upgrade to add more agents.',
      ),
    ).toBeVisible();
  });
});

test("the loading screen's number and bar show the same value", async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  // The agents list waits until the test has looked at the loading screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/na/workspaces/${owner.workspaceUid}/agents`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/na/agents');
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  // Stage by stage while it climbs towards its cap.
  for (const atLeast of [1, 30, 60]) {
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(atLeast);
    // Both read in the page at one instant: the screen keeps climbing between two separate reads.
    const numberElement = await page.getByText(/^\d+%$/).elementHandle();
    const [now, number] = await bar.evaluate(
      (element, shown) => [element.getAttribute('aria-valuenow'), shown?.textContent],
      numberElement,
    );
    expect(`${now}%`).toBe(number);
    expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  }
  release();
  await expect(page.getByText('This account has no agents')).toBeVisible();
});

test('hidden agent tabs stay hidden after a reload and come back when shown again', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Tidy bot');
  await page.goto(`/app/na/agents/${agentId}/overview`);
  const tabs = page.getByRole('navigation', { name: 'Agent tabs' });
  await expect(tabs.getByRole('link', { name: 'Leads' })).toBeVisible();

  await page.getByRole('button', { name: 'Show or hide tabs' }).click();
  const shown = page.getByRole('group', { name: 'Shown tabs' });
  await shown.getByRole('checkbox', { name: 'Leads' }).uncheck();
  await shown.getByRole('checkbox', { name: 'Analytics' }).uncheck();
  await expect(tabs.getByRole('link', { name: 'Leads' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(tabs.getByRole('link', { name: 'Chats' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Leads' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Analytics' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show or hide tabs' }).click();
  await page.getByRole('group', { name: 'Shown tabs' }).getByRole('checkbox', { name: 'Leads' }).check();
  await expect(tabs.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
});

test('the demo view opens the website typed into its field, with the widget over it', async ({
  page,
  browser,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL);
  const guest = await (await browser.newContext({ baseURL })).newPage();
  await guest.goto(`/app/na/prototype?vg_id=${agentId}`);
  await expect(guest.getByRole('heading', { name: 'Agent demo' })).toBeVisible();
  await guest.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin()}/`);
  await guest.getByRole('textbox', { name: 'Website URL' }).press('Enter');
  await expect(guest).toHaveURL(/website_url=/);
  await expect(
    guest.frameLocator('iframe[title="Website"]').getByRole('heading', { name: 'Customer site' }),
  ).toBeVisible();
  await expect(widgetOn(guest).launcher).toBeVisible();
  await guest.context().close();
});

test("on a customer's site a published change shows on the next load, and an unknown agent is a readable 404", async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  const saveProactiveMessage = async (proactiveMessage: string) => {
    const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
      agent: Record<string, unknown>;
    };
    const saved = await page.request.post(`/api/na/v2/agents/${agentId}`, {
      headers: { Origin: owner.origin },
      data: { ...agent, proactiveMessage },
    });
    expect(saved.ok()).toBe(true);
  };
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');

  await saveProactiveMessage('Welcome in');
  await site.visit(visitor, agentId);
  await expect(widgetOn(visitor).bubble).toHaveText(/Welcome in/);
  await saveProactiveMessage('Spring sale today');
  await visitor.reload();
  await expect(widgetOn(visitor).bubble).toHaveText(/Spring sale today/);

  const trouble = collectTrouble(visitor);
  const warnings: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await site.visit(visitor, 'NoSuchAgent00000');
  await expect.poll(() => warnings.join('\n')).toContain('HTTP 404');
  // The 404 itself, and no CORS failure in the site's console.
  expect(trouble.filter((line) => /CORS|Access-Control/i.test(line))).toEqual([]);
  expect(trouble.some((line) => line.startsWith('404 ') && line.includes('/public/agents/NoSuchAgent00000'))).toBe(
    true,
  );
  await visitor.close();
});
