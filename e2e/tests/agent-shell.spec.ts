import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAgentThroughApi, type Region, signUpOwner } from '../support/owners.js';

function notice(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

function publishButton(page: Page, name: 'Publish' | 'Published'): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

async function openSettings(page: Page, region: Region, agentId: string) {
  await page.goto(`/app/${region}/agents/${agentId}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test('rename and publish, export and import, restore an older version', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL, 'na');
  const agentId = await createAgentThroughApi(page, owner, 'Support bot', 'na');
  await openSettings(page, 'na', agentId);
  const name = page.getByLabel('Agent name');

  await test.step('an untouched agent reads Published; the Core section edits its name', async () => {
    await expect(publishButton(page, 'Published')).toBeDisabled();
    await expect(page.locator('[id="core.title"]')).toHaveValue('Support bot');
    await expect(page.getByRole('tab', { name: 'Core' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('rename, publish, and the deploy prompt offers the widget', async () => {
    await name.fill('Renamed bot');
    await expect(publishButton(page, 'Publish')).toBeEnabled();
    await publishButton(page, 'Publish').click();
    await expect(notice(page, 'Agent published')).toBeVisible();
    await expect(publishButton(page, 'Published')).toBeDisabled();

    const prompt = page.getByRole('dialog', { name: 'Your agent is published' });
    await expect(prompt.getByRole('button', { name: 'Add widget to website' })).toBeVisible();
    await prompt.getByRole('button', { name: "Don't show again" }).click();
    await expect(prompt).toBeHidden();
  });

  await test.step('an edit makes it Publish again; undoing the edit makes it Published', async () => {
    await name.fill('Renamed bot!');
    await expect(publishButton(page, 'Publish')).toBeEnabled();
    await name.fill('Renamed bot');
    await expect(publishButton(page, 'Published')).toBeDisabled();
  });

  await test.step('a second publish, in another section, without the prompt', async () => {
    await page.getByRole('tab', { name: 'Handoff' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=handoff$/);
    await page.getByLabel('Handoff title').fill('Talk to our team');
    await page.getByRole('tab', { name: 'Core' }).click();
    await name.fill('Final bot');
    await publishButton(page, 'Publish').click();
    await expect(publishButton(page, 'Published')).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Your agent is published' })).toHaveCount(0);

    const saved = await page.request.get(`/api/na/v2/agents/${agentId}`);
    const { agent } = (await saved.json()) as { agent: { title: string; UIhandoffTitle: string } };
    expect(agent).toMatchObject({ title: 'Final bot', UIhandoffTitle: 'Talk to our team' });
  });

  let exportPath = '';
  await test.step('Export downloads {title}.json holding the agent template', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('banner').getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Final bot.json');
    exportPath = test.info().outputPath('Final bot.json');
    await file.saveAs(exportPath);
    const content = JSON.parse(await readFile(exportPath, 'utf8')) as { agentTemplate: Record<string, unknown> };
    expect(content.agentTemplate).toMatchObject({ title: 'Final bot', UIhandoffTitle: 'Talk to our team' });
    expect(content.agentTemplate).not.toHaveProperty('SECRET_API_KEY');
    await expect(notice(page, 'Agent template exported successfully')).toBeVisible();
  });

  await test.step('Version history shows an older version and restores it', async () => {
    await page.getByRole('button', { name: 'Version history' }).click();
    const drawer = page.getByRole('dialog', { name: 'Version history' });
    const older = drawer.getByRole('group', { name: /^Renamed bot, / });
    await expect(drawer.getByRole('group', { name: /^Final bot, / })).toBeVisible();

    await older.getByRole('button', { name: 'View' }).click();
    await expect(older.getByLabel('Version JSON')).toContainText('"title": "Renamed bot"');

    await older.getByRole('button', { name: 'Restore' }).click();
    await expect(notice(page, 'Restored the version of')).toBeVisible();
    // The restore is itself saved as the newest version.
    await expect(drawer.getByRole('group').first()).toHaveAccessibleName(/^Renamed bot, /);
    await drawer.getByRole('button', { name: 'Close' }).click();

    await expect(name).toHaveValue('Renamed bot');
    await expect(publishButton(page, 'Published')).toBeDisabled();
    const saved = await page.request.get(`/api/na/v2/agents/${agentId}`);
    expect(((await saved.json()) as { agent: { title: string } }).agent.title).toBe('Renamed bot');
  });

  await test.step('the exported file imports as a new agent', async () => {
    await page.goto('/app/na/agents');
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    await page.getByLabel('Import agent file').setInputFiles(exportPath);
    await expect(notice(page, 'Agent imported successfully')).toBeVisible();
    await expect(page.getByRole('main').getByText('Final bot', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Renamed bot', { exact: true })).toBeVisible();
  });
});

test('the shell shows every tab, finds Knowledge by search, and keeps the test panel to its tabs', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL, 'na');
  const agentId = await createAgentThroughApi(page, owner, 'Search bot', 'na');
  await page.goto(`/app/na/agents/${agentId}`);
  await expect(page).toHaveURL(new RegExp(`/app/na/agents/${agentId}/overview$`));
  const tabs = page.getByRole('navigation', { name: 'Agent tabs' });

  await test.step('a workspace owner sees the tabs of spec 002 §2.1 meant for it', async () => {
    // A new agent has nodes enabled: no Tools; workspace users never see Home; Billing is for agencies.
    for (const label of [
      'Prompt',
      'Voice',
      'Widget',
      'Knowledge',
      'Chats',
      'Analytics',
      'Leads',
      'Channels',
      'Settings',
    ]) {
      await expect(tabs.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ['Home', 'Tools', 'Billing']) {
      await expect(tabs.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    await tabs.getByRole('link', { name: 'Chats', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/convos$`));
    await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
    // The test panel on the Widget tab opened a chat, but nobody wrote in it: nothing to read yet.
    await expect(page.getByText('No conversations yet')).toBeVisible();
    await tabs.getByRole('link', { name: 'Channels', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Telegram' }).getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  await test.step("typing 'knowl' finds Knowledge as a strong match and opens it", async () => {
    // A fresh page: the search does not jump away within a second of the user changing page.
    await page.goto(`/app/na/agents/${agentId}/settings`);
    const search = page.getByLabel('Search tabs');
    await search.fill('zqxj');
    await expect(page.getByText('No results found')).toBeVisible();
    await search.fill('kn');
    await expect(page.getByText('Searching...')).toBeVisible();
    await expect(page.getByRole('option', { name: /^Knowledge/ })).toContainText('Good match');
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/settings$`));

    await search.fill('knowl');
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/kb$`));
    await expect(page.getByRole('heading', { name: 'Knowledge', level: 1 })).toBeVisible();
    await expect(search).toHaveValue('');
  });

  await test.step('the test panel is open on Widget, closed and out of the address elsewhere', async () => {
    await page.goto(`/app/na/agents/${agentId}/overview`);
    const panel = page.getByRole('complementary', { name: 'Test panel' });
    await expect(panel.getByRole('heading', { name: 'Test' })).toBeVisible();
    // Light mode hides the toggle (spec 002 §2.2).
    await expect(page.getByRole('button', { name: 'Hide Test' })).toHaveCount(0);

    await page.goto(`/app/na/agents/${agentId}/settings?showDebugger=true`);
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/settings$`));
    await expect(panel.getByRole('heading', { name: 'Test' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
    await page.getByRole('button', { name: 'Show Test' }).click();
    await expect(panel.getByRole('heading', { name: 'Test' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/settings$`));

    await tabs.getByRole('link', { name: 'Widget', exact: true }).click();
    // The address changes before the Widget page replaces the settings page, whose Hide Test
    // button is the settings page's own: wait for the Widget page itself before clicking.
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/overview$`));
    await expect(page.getByRole('heading', { name: 'Widget', level: 1 })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Test' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide Test' }).click();
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/overview\\?showDebugger=false$`));
    await expect(panel.getByRole('heading', { name: 'Test' })).toHaveCount(0);
  });
});

test('an agent opened under the wrong region moves to its own; an unknown one goes to the list', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL, 'eu');
  const agentId = await createAgentThroughApi(page, owner, 'Euro bot', 'eu');

  await page.goto(`/app/na/agents/${agentId}/settings?tab=handoff`);
  await expect(page).toHaveURL(new RegExp(`/app/eu/agents/${agentId}/settings\\?tab=handoff$`));
  await expect(page.getByLabel('Handoff title')).toBeVisible();
  await page.getByRole('tab', { name: 'Core' }).click();
  await expect(page.getByLabel('Agent name')).toHaveValue('Euro bot');

  await page.goto('/app/na/agents/AAAAAAAAAAAAAAAA/settings');
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
});

/** Shown whole: not cut by its own box nor by any box around it that clips. */
async function shownWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    if (element.scrollWidth > element.clientWidth + 1) return false;
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 1 || box.right > clip.right + 1) return false;
    }
    return box.right <= window.innerWidth;
  });
}

test('on a laptop screen with the test panel open, the top bar has room for the name and the Prompt/Canvas switch, and the Widget form its width', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await signUpOwner(page, baseURL, 'na');
  const agentId = await createAgentThroughApi(page, owner, 'Blank Agent', 'na');
  await page.goto(`/app/na/agents/${agentId}/nodes`);
  const panel = page.getByRole('complementary', { name: 'Test panel' });
  await expect(panel.getByRole('heading', { name: 'Test' })).toBeVisible();
  const banner = page.getByRole('banner');

  await test.step('the whole name and both sides of the switch show', async () => {
    const name = banner.getByText('Blank Agent', { exact: true });
    await expect(name).toBeVisible();
    await expect.poll(() => shownWhole(name)).toBe(true);
    const canvas = banner.getByText('Canvas', { exact: true });
    await expect(canvas).toBeVisible();
    await expect.poll(() => shownWhole(canvas)).toBe(true);
    await expect.poll(() => shownWhole(banner.getByText('Prompt', { exact: true }))).toBe(true);
    // The actions that gave up their words keep their names, and still work.
    await expect(banner.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Demo' })).toBeVisible();
  });

  await test.step('the Widget form takes the width of the main area, the preview goes under it', async () => {
    await page
      .getByRole('navigation', { name: 'Agent tabs' })
      .getByRole('link', { name: 'Widget', exact: true })
      .click();
    await expect(panel.getByRole('heading', { name: 'Test' })).toBeVisible();
    const look = page.locator('[data-group-id="look"]');
    const main = page.getByRole('main');
    await expect(look).toBeVisible();
    // The main area between the sidebar and the test panel, less its padding.
    const area = await main.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    });
    const form = await look.boundingBox();
    expect(form?.width ?? 0).toBeGreaterThan(area - 2);
    const preview = page.locator('iframe[title="Widget preview"]');
    expect((await preview.boundingBox())?.y ?? 0).toBeGreaterThan((form?.y ?? 0) + (form?.height ?? 0));
  });
});
