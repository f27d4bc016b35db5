import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

async function openUtility(page: Page, name: 'Prompts' | 'Sessions') {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/**
 * A visitor (no session: the test's own request context, not the owner's page) opens the agent's
 * chat through the public API and writes once; the local responder answers.
 */
async function visitorWrites(visitor: APIRequestContext, agentId: string, text: string) {
  const started = await visitor.post(`/api/na/public/agents/${agentId}/conversations`);
  expect(started.status()).toBe(201);
  const { conversationId, visitorToken } = (await started.json()) as { conversationId: string; visitorToken: string };
  const sent = await visitor.post(`/api/na/public/conversations/${conversationId}/messages`, {
    headers: { Authorization: `Bearer ${visitorToken}` },
    data: { messageId: `m-${Date.now()}`, text },
  });
  expect(sent.status()).toBe(200);
  expect(await sent.text()).toContain('event: done');
  return conversationId;
}

test('an owner saves prompts, finds one by search, copies, edits and deletes it', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await signUpOwner(page, baseURL);
  await page.goto('/app/na/agents');
  await openUtility(page, 'Prompts');
  await expect(page.getByText('No prompts yet')).toBeVisible();

  const dialog = (name: string) => page.getByRole('dialog', { name });
  const card = (name: string) => page.getByRole('article', { name, exact: true });

  await test.step('the form checks its fields with the shared rules', async () => {
    await page.getByRole('main').getByRole('button', { name: 'New prompt' }).first().click();
    await dialog('New prompt').getByRole('button', { name: 'Save prompt' }).click();
    await expect(dialog('New prompt').getByText('Please enter a name.')).toBeVisible();
    await expect(dialog('New prompt').getByText('Please enter the prompt.')).toBeVisible();
  });

  await test.step('two prompts are saved', async () => {
    const form = dialog('New prompt');
    await form.getByRole('textbox', { name: 'Name' }).fill('Support tone');
    await form
      .getByRole('textbox', { name: 'Prompt' })
      .fill('Answer kindly and in two sentences.\nNever promise refunds.');
    await form.getByRole('button', { name: 'Save prompt' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'New prompt' }).first().click();
    await dialog('New prompt').getByRole('textbox', { name: 'Name' }).fill('Sales opener');
    await dialog('New prompt').getByRole('textbox', { name: 'Prompt' }).fill('Offer the product demo first.');
    await dialog('New prompt').getByRole('button', { name: 'Save prompt' }).click();
    await expect(dialog('New prompt')).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  await test.step('search finds a prompt by a word of its text', async () => {
    const search = page.getByRole('textbox', { name: 'Search prompts' });
    await search.fill('refunds');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card('Support tone')).toBeVisible();
    await search.fill('nothing like this');
    await expect(page.getByText('No prompts match your search.')).toBeVisible();
    await search.fill('SUPPORT');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  await test.step('Copy puts the prompt on the clipboard', async () => {
    await card('Support tone').getByRole('button', { name: 'Copy' }).click();
    await expect(card('Support tone').getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Answer kindly and in two sentences.\nNever promise refunds.',
    );
  });

  await test.step('editing changes the name and the text', async () => {
    await card('Support tone').getByRole('button', { name: 'Edit' }).click();
    const form = dialog('Edit prompt');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Support tone');
    await form.getByRole('textbox', { name: 'Name' }).fill('Support voice');
    await form.getByRole('textbox', { name: 'Prompt' }).fill('Answer warmly.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('textbox', { name: 'Search prompts' }).fill('');
    await expect(card('Support voice')).toContainText('Answer warmly.');
    await expect(card('Support tone')).toHaveCount(0);
  });

  await test.step('delete asks first, then removes it for good', async () => {
    await card('Support voice').getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog('Delete prompt');
    await expect(confirm).toContainText('Support voice will be deleted from your saved prompts.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Prompt deleted')).toBeVisible();
    await expect(card('Support voice')).toHaveCount(0);
    await page.reload();
    await expect(card('Sales opener')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  await test.step("a saved prompt is added to an agent's main prompt from its Prompt tab", async () => {
    const agentId = await createAgentThroughApi(page, owner, 'Prompted');
    await page.goto(`/app/na/agents/${agentId}/nodes`);
    const main = page.getByRole('textbox', { name: 'Main prompt' });
    await main.fill('Be helpful.');
    await page.getByRole('button', { name: 'Insert saved prompt' }).click();
    await page.getByRole('textbox', { name: 'Search saved prompts' }).fill('demo');
    await page.getByRole('option', { name: /Sales opener/ }).click();
    // Added after what was written, so nothing is lost.
    await expect(main).toHaveValue('Be helpful.\n\nOffer the product demo first.');
  });
});

test('Sessions shows the conversations going on now and follows new ones live', async ({ page, baseURL, request }) => {
  const owner = await signUpOwner(page, baseURL);
  const frontDesk = await createAgentThroughApi(page, owner, 'Front desk');
  const nightShift = await createAgentThroughApi(page, owner, 'Night shift');
  const first = await visitorWrites(request, frontDesk, 'Hello, are you open today?');

  await page.goto('/app/na/agents');
  await openUtility(page, 'Sessions');
  const table = page.getByRole('table', { name: 'Active sessions' });
  const row = (conversationId: string) => table.locator(`tr[data-conversation-id="${conversationId}"]`);
  await expect(row(first)).toBeVisible();
  await expect(row(first).getByRole('cell')).toHaveText(['Front desk', 'Website widget', /ago|now/, /ago|now/, '2']);

  // Started while the page is open: it appears without a reload.
  const second = await visitorWrites(request, nightShift, 'Is anyone there?');
  await expect(row(second)).toBeVisible({ timeout: 15_000 });
  await expect(row(second).getByRole('cell').first()).toHaveText('Night shift');
  await expect(table.locator('tbody tr')).toHaveCount(2);
});

test("a vf agent's settings take its flow runtime and a write-only API key", async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  const created = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/agents`, {
    headers: { Origin: owner.origin },
    data: { agentName: 'Flow bot', agentPlatform: 'vf' },
  });
  expect(created.status()).toBe(201);
  const agentId = ((await created.json()) as { agentCreated: { ID: string } }).agentCreated.ID;
  const key = 'VF.DM.e2e0000000000000.secret-key-7788';

  await page.goto(`/app/na/agents/${agentId}/settings?tab=integrations`);
  await expect(page.getByRole('heading', { name: 'Flow runtime' })).toBeVisible();
  const runtimeUrl = page.getByRole('textbox', { name: 'Runtime URL' });
  const publish = (name: 'Publish' | 'Published') =>
    page.getByRole('banner').getByRole('button', { name, exact: true });

  await test.step('the runtime address is checked and published with the agent', async () => {
    await runtimeUrl.fill('ftp://runtime.example.com');
    await expect(page.getByText('Please enter a URL starting with http:// or https://.')).toBeVisible();
    await runtimeUrl.fill('https://runtime.example.com');
    await page.getByRole('textbox', { name: 'Version' }).fill('development');
    await publish('Publish').click();
    await expect(publish('Published')).toBeDisabled();
    const deployPrompt = page.getByRole('dialog', { name: 'Your agent is published' });
    await deployPrompt.getByRole('button', { name: "Don't show again" }).click();
    await expect(deployPrompt).toBeHidden();
  });

  await test.step('the key is saved on its own and only its last characters are shown again', async () => {
    const keyInput = page.getByLabel('Runtime API key');
    await expect(page.getByText('No key saved yet.', { exact: false })).toBeVisible();
    await keyInput.fill(key);
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect(page.getByText(`Saved: ••••${key.slice(-4)}.`, { exact: false })).toBeVisible();
    await expect(keyInput).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Replace key' })).toBeVisible();
  });

  await page.reload();
  await expect(runtimeUrl).toHaveValue('https://runtime.example.com');
  await expect(page.getByRole('textbox', { name: 'Version' })).toHaveValue('development');
  await expect(page.getByText(`Saved: ••••${key.slice(-4)}.`, { exact: false })).toBeVisible();
  expect(await page.content()).not.toContain(key);
});
