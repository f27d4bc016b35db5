import { expect, type Locator, type Page, test } from '@playwright/test';
import { FAKE_LLM_PORT } from '../playwright.config.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

// An allowlisted local server: the fake language-model server answers a tool call without its key with 401.
const TOOL_SERVER_URL = `http://127.0.0.1:${FAKE_LLM_PORT}/v1/tools/book`;
const SECRET = 'e2e-tool-secret-7788';

function toolCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner adds a tool with fields and a secret, tests it, assigns it to an agent, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Booking bot');
  await page.goto('/app/na/agents');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Functions' }).click();
  await expect(page).toHaveURL(/\/app\/na\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Functions', level: 1 })).toBeVisible();
  await expect(page.getByText('No tools yet')).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Add tool' });
  await test.step('the form checks its fields with the shared rules', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Add tool' }).first().click();
    await expect(dialog.getByText('Sent to your server in the X-Tool-Secret header with every call')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add tool' }).click();
    await expect(dialog.getByText('Please provide a name for the tool.')).toBeVisible();
    await expect(dialog.getByText('The tool server url must be a valid url.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('book table');
    await expect(
      dialog.getByText('The name may use only letters, digits, _ and -, up to 64 characters.'),
    ).toBeVisible();
  });

  await test.step('a tool with three fields and a secret is added and listed with its secret masked', async () => {
    await dialog.getByRole('textbox', { name: 'Name' }).fill('book_table');
    await dialog.getByRole('textbox', { name: 'Description' }).first().fill('Books a table at the restaurant.');
    await dialog.getByRole('textbox', { name: 'Server URL', exact: true }).fill(TOOL_SERVER_URL);
    await dialog.getByLabel('Server URL secret').fill(SECRET);

    await dialog.getByRole('button', { name: 'Add field' }).click();
    const guests = dialog.getByRole('group', { name: 'Field 1' });
    await guests.getByRole('textbox', { name: 'Key' }).fill('guests');
    await choose(page, guests.getByRole('textbox', { name: 'Type' }), 'number');
    await guests.getByRole('checkbox', { name: 'Required' }).check();

    await dialog.getByRole('button', { name: 'Add field' }).click();
    const restaurant = dialog.getByRole('group', { name: 'Field 2' });
    await choose(page, restaurant.getByRole('textbox', { name: 'In' }), 'query');
    await restaurant.getByRole('textbox', { name: 'Key' }).fill('restaurant');
    await restaurant.getByRole('textbox', { name: 'Default value' }).fill('Chez Ada');

    await dialog.getByRole('button', { name: 'Add field' }).click();
    const channel = dialog.getByRole('group', { name: 'Field 3' });
    await choose(page, channel.getByRole('textbox', { name: 'In' }), 'header');
    await channel.getByRole('textbox', { name: 'Key' }).fill('X-Channel');
    await channel.getByRole('textbox', { name: 'Fixed value' }).fill('chat');

    await dialog.getByRole('button', { name: 'Add tool' }).click();
    await expect(dialog).toBeHidden();
    const card = toolCard(page, 'book_table');
    await expect(card).toContainText('Books a table at the restaurant.');
    await expect(card).toContainText(TOOL_SERVER_URL);
    await expect(card).toContainText('••••7788');
    await expect(card).not.toContainText(SECRET);
    await expect(card.getByLabel('Fields')).toContainText('guests: number in body *');
    await expect(card.getByLabel('Fields')).toContainText('restaurant: string in query');
  });

  await test.step('the test builder shows the sample request and sends it', async () => {
    await toolCard(page, 'book_table').getByRole('button', { name: 'Test' }).click();
    const builder = page.getByRole('dialog', { name: 'Test tool' });
    const sample = builder.getByRole('region', { name: 'Sample request' });
    await expect(sample).toContainText(`POST ${TOOL_SERVER_URL}?restaurant=Chez%20Ada`);
    await builder.getByRole('textbox', { name: 'guests' }).fill('4');
    await expect(sample.getByLabel('Request body')).toHaveText(JSON.stringify({ guests: 4 }, null, 2));
    const headers = sample.getByRole('table', { name: 'Request headers' });
    await expect(headers.getByRole('row', { name: 'X-Tool-Secret ••••7788' })).toBeVisible();
    await expect(headers.getByRole('row', { name: 'X-Channel chat' })).toBeVisible();
    await expect(headers.getByRole('row', { name: 'X-Tool-Name book_table' })).toBeVisible();
    await expect(builder).not.toContainText(SECRET);
    // The fixed field is not asked for.
    await expect(builder.getByRole('textbox', { name: 'X-Channel' })).toHaveCount(0);

    await builder.getByRole('button', { name: 'Send test request' }).click();
    const answer = builder.getByRole('status');
    await expect(answer).toContainText('The server answered 401');
    await expect(answer.getByLabel('Response body')).toContainText('Incorrect API key provided.');
    await page.keyboard.press('Escape');
    await expect(builder).toBeHidden();
  });

  await test.step('editing keeps the write-only secret and the fields', async () => {
    await toolCard(page, 'book_table').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit tool' });
    await expect(edit.getByLabel('Server URL secret')).toHaveValue('');
    await expect(edit.getByText('Leave empty to keep the saved secret (••••7788).')).toBeVisible();
    await expect(edit.getByRole('group', { name: 'Field 2' }).getByRole('textbox', { name: 'Key' })).toHaveValue(
      'restaurant',
    );
    await edit.getByRole('textbox', { name: 'Name' }).fill('reserve_table');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(toolCard(page, 'reserve_table')).toContainText('••••7788');
    await expect(toolCard(page, 'book_table')).toHaveCount(0);
  });

  await test.step("the agent's Tools tab assigns the tool, saved with the agent", async () => {
    await page.goto(`/app/na/agents/${agentId}/tools`);
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    await choose(page, page.getByRole('textbox', { name: 'Assigned tools' }), 'reserve_table');
    await page.getByRole('banner').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Published', exact: true })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    await expect(page.getByText('reserve_table', { exact: true }).first()).toBeVisible();
    const saved = await page.request.get(`/api/na/v2/agents/${agentId}`);
    const tools = await page.request.get(`/api/na/workspaces/${owner.workspaceUid}/tools`);
    const [tool] = (await tools.json()).tools;
    expect((await saved.json()).agent.assignedToolsIds).toEqual([tool.id]);
  });

  await test.step('delete asks first, then removes the tool', async () => {
    await page.goto('/app/na/integrations');
    const card = toolCard(page, 'reserve_table');
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete tool' });
    await expect(confirm).toContainText('reserve_table and its secret will be deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No tools yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No tools yet')).toBeVisible();
  });
});
