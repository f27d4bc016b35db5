import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// Spec 000 §4 and the server's plan-limit answer on the free plan (two agents).
const PLAN_LIMIT_MESSAGE =
  'You have reached the maximum number of agents (2) for your current subscription plan. Please upgrade to add more agents.';
const NEW_AGENT_DRAWER = 'New Agent - Create a new AI agent.';
const CREATED_AGENT_NODES = /\/app\/na\/agents\/([A-Za-z0-9]{16})\/nodes\?showDebugger=true$/;

async function openAgentsPage(page: Page) {
  await page.goto('/app/na/agents');
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
}

async function openNewAgentDrawer(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'New Agent', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: NEW_AGENT_DRAWER });
  await expect(drawer).toBeVisible();
  return drawer;
}

function notice(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

function agentCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

function agentCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

test('an owner creates an agent from the Customer Support template and lands on its nodes', async ({
  page,
  baseURL,
}) => {
  await signUpOwner(page, baseURL);
  await openAgentsPage(page);
  const drawer = await openNewAgentDrawer(page);

  await test.step('the drawer shows its parts', async () => {
    await expect(drawer.getByLabel('Agent Name')).toBeFocused();
    await expect(drawer.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
    await expect(drawer).toContainText('Create an AI agent from your website automatically');
    await expect(drawer).toContainText('Recommended for beginners');
    await expect(drawer).toContainText('Settings > Integrations');
    for (const tab of ['All Templates', 'Customer Support', 'Utility', 'Entertainment']) {
      await expect(drawer.getByRole('tab', { name: tab })).toBeVisible();
    }
    // Only one host offers the platform choice, and this build names none.
    await expect(drawer.getByText('Choose Platform')).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: /^Blank Template/ })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the Customer Support tab holds its three templates', async () => {
    await drawer.getByRole('tab', { name: 'Customer Support' }).click();
    const panel = drawer.getByRole('tabpanel');
    await expect(panel.getByRole('button')).toHaveCount(3);
    await expect(panel.getByRole('button', { name: /^Blank Template/ })).toHaveCount(0);
    const template = panel.getByRole('button', { name: /^Customer Support/ });
    await template.click();
    await expect(template).toHaveAttribute('aria-pressed', 'true');
  });

  let agentId = '';
  await test.step('Create shows the notice, then opens the new agent', async () => {
    await drawer.getByLabel('Agent Name').fill('Support Desk');
    await drawer.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(notice(page, 'Agent created successfully, redirecting...')).toBeVisible();
    await expect(page).toHaveURL(CREATED_AGENT_NODES);
    agentId = CREATED_AGENT_NODES.exec(page.url())?.[1] ?? '';
    await expect(drawer).toBeHidden();
  });

  await test.step('the agent was made from the chosen template', async () => {
    const response = await page.request.get(`/api/na/v2/agents/${agentId}`);
    expect(response.ok()).toBe(true);
    const { agent } = (await response.json()) as {
      agent: { title: string; description: string; enableNodes: boolean };
    };
    expect(agent.title).toBe('Support Desk');
    expect(agent.description).toBe('Answers customer questions around the clock.');
    expect(agent.enableNodes).toBe(true);
  });
});

test('a blank agent from the default template shows in the agents list', async ({ page, baseURL }) => {
  await signUpOwner(page, baseURL);
  await openAgentsPage(page);
  await expect(page.getByText('This account has no agents')).toBeVisible();

  const drawer = await openNewAgentDrawer(page);
  await drawer.getByLabel('Agent Name').fill('Plain Helper');
  await drawer.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(CREATED_AGENT_NODES);

  await openAgentsPage(page);
  const card = agentCard(page, 'Plain Helper');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Your virtual assistant.');
  await expect(card).toContainText(/Last modified (now|\d+ seconds? ago|\d+ minutes? ago)/);
  await expect(agentCards(page)).toHaveCount(1);
});

test('an agent without a name is refused with the notice', async ({ page, baseURL }) => {
  await signUpOwner(page, baseURL);
  await openAgentsPage(page);
  const drawer = await openNewAgentDrawer(page);
  const name = drawer.getByLabel('Agent Name');
  const create = drawer.getByRole('button', { name: 'Create', exact: true });

  const refusal = notice(page, 'Please provide a name for the agent.');

  await expect(create).toBeDisabled();
  await name.press('Enter');
  await expect(refusal).toBeVisible();
  // Let the notice time out, so the next one is seen to come from the blank name.
  await expect(refusal).toHaveCount(0);

  await name.fill('   ');
  await expect(create).toBeDisabled();
  await name.press('Enter');
  await expect(refusal).toBeVisible();

  await name.fill('Named at last');
  await expect(create).toBeEnabled();

  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('This account has no agents')).toBeVisible();
});

test('a third agent on the free plan is refused with the plan-limit message', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  await createAgentThroughApi(page, owner, 'First');
  await createAgentThroughApi(page, owner, 'Second');
  await openAgentsPage(page);
  await expect(agentCards(page)).toHaveCount(2);

  const drawer = await openNewAgentDrawer(page);
  await drawer.getByLabel('Agent Name').fill('Third');
  await drawer.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(notice(page, PLAN_LIMIT_MESSAGE)).toHaveText(PLAN_LIMIT_MESSAGE);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Create', exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/app\/na\/agents$/);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(agentCards(page)).toHaveCount(2);
});

test('an agent is deleted only after confirmation', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  await createAgentThroughApi(page, owner, 'Keeper');
  await createAgentThroughApi(page, owner, 'Doomed Agent');
  await openAgentsPage(page);

  const openDeleteDialog = async () => {
    await agentCard(page, 'Doomed Agent').getByRole('button', { name: 'Agent actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete agent' });
    await expect(dialog).toContainText('Doomed Agent');
    return dialog;
  };

  await test.step('Cancel keeps the agent', async () => {
    const dialog = await openDeleteDialog();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(agentCard(page, 'Doomed Agent')).toBeVisible();
  });

  await test.step('Delete removes it, for good', async () => {
    const dialog = await openDeleteDialog();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Agent deleted')).toBeVisible();
    await expect(agentCard(page, 'Doomed Agent')).toHaveCount(0);
    await page.reload();
    await expect(agentCard(page, 'Keeper')).toBeVisible();
    await expect(agentCard(page, 'Doomed Agent')).toHaveCount(0);
  });
});

test('search filters the list by title and description; sort and star reorder it', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  await createAgentThroughApi(page, owner, 'Game Master');
  // lastModified counts whole seconds: the second agent must be newer, not tied.
  await page.waitForTimeout(1100);
  await createAgentThroughApi(page, owner, 'Zebra Sales');
  await openAgentsPage(page);
  const search = page.getByRole('searchbox', { name: 'Search agents' });

  await test.step('search', async () => {
    await search.fill('game');
    await expect(agentCards(page)).toHaveCount(1);
    await expect(agentCard(page, 'Game Master')).toBeVisible();

    // Both carry the default description.
    await search.fill('VIRTUAL assistant');
    await expect(agentCards(page)).toHaveCount(2);

    await search.fill('nothing like this');
    await expect(agentCards(page)).toHaveCount(0);
    await expect(page.getByText('No agents match your search.')).toBeVisible();

    await search.fill('');
    await expect(agentCards(page)).toHaveCount(2);
  });

  const firstCard = agentCards(page).first();
  await test.step('sort', async () => {
    await expect(firstCard).toHaveAttribute('aria-label', 'Zebra Sales');
    await page.getByText('Name A-Z').click();
    await expect(firstCard).toHaveAttribute('aria-label', 'Game Master');
    await page.getByText('Last modified', { exact: true }).click();
    await expect(firstCard).toHaveAttribute('aria-label', 'Zebra Sales');
  });

  await test.step('a starred agent comes first under Starred first, and stays starred', async () => {
    const star = agentCard(page, 'Game Master').getByRole('button', { name: 'Star agent' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard).toHaveAttribute('aria-label', 'Zebra Sales');
    await page.getByText('Starred first').click();
    await expect(firstCard).toHaveAttribute('aria-label', 'Game Master');
    await page.reload();
    await expect(agentCard(page, 'Game Master').getByRole('button', { name: 'Star agent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('a card opens its agent; duplicate and import add agents within the plan limit', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Alpha');
  await openAgentsPage(page);

  await test.step('import an exported agent file', async () => {
    const exported = await page.request.get(`/api/na/v2/agents/${agentId}/export`);
    expect(exported.ok()).toBe(true);
    const file = (await exported.json()) as { agentTemplate: { title: string } };
    file.agentTemplate.title = 'Imported Alpha';
    await page.getByLabel('Import agent file').setInputFiles({
      name: 'Alpha.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(notice(page, 'Agent imported successfully')).toBeVisible();
    await expect(agentCard(page, 'Imported Alpha')).toBeVisible();
  });

  await test.step('a file that is not JSON is refused', async () => {
    await page.getByLabel('Import agent file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not json'),
    });
    await expect(notice(page, 'Error importing agent: The file is not valid JSON.')).toBeVisible();
  });

  await test.step('duplicating past the plan limit is refused with the server message', async () => {
    await agentCard(page, 'Alpha').getByRole('button', { name: 'Agent actions' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(notice(page, `Error duplicating agent: ${PLAN_LIMIT_MESSAGE}`)).toBeVisible();
    await expect(agentCards(page)).toHaveCount(2);
  });

  await test.step('within the limit, Duplicate adds a copy', async () => {
    const removed = await page.request.delete(`/api/na/v2/agents/${agentId}`, {
      headers: { Origin: new URL(baseURL ?? '').origin },
    });
    expect(removed.status()).toBe(204);
    await page.reload();
    await agentCard(page, 'Imported Alpha').getByRole('button', { name: 'Agent actions' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(notice(page, 'Agent duplicated')).toBeVisible();
    await expect(agentCard(page, 'Imported Alpha (copy)')).toBeVisible();
  });

  await test.step('clicking a card opens the agent overview', async () => {
    await agentCard(page, 'Imported Alpha (copy)').click();
    await expect(page).toHaveURL(/\/app\/na\/agents\/[A-Za-z0-9]{16}\/overview$/);
  });
});
