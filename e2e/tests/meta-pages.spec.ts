import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  FAKE_LLM_KEY,
  FAKE_LLM_PORT,
  FAKE_META_PAGES_PORT,
  META_APP_ID,
  META_APP_SECRET,
} from '../playwright.config.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

const graph = `http://127.0.0.1:${FAKE_META_PAGES_PORT}`;
interface GraphCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}
const graphCalls = async (path: string): Promise<GraphCall[]> =>
  ((await (await fetch(`${graph}/__calls`)).json()) as GraphCall[]).filter((call) => call.path === path);

test('Messenger and Instagram: Continue With Meta, pick a page, the agent answers it, and the page is removed from Meta Pages', async ({
  page,
  context,
  baseURL,
}) => {
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Bakery helper');
  await saveAgent(agentId, { smartInit: true });

  // The Meta user the login will sign in: their short-lived token, and the pages they manage.
  const unique = Date.now().toString().slice(-9);
  const userToken = `EAAE2EShort${unique}`;
  const bakery = {
    id: `1${unique}`,
    name: 'Corner Bakery',
    instagram: { id: `2${unique}`, username: 'corner.bakery' },
  };
  const shop = { id: `3${unique}`, name: 'Corner Shop' };
  await fetch(`${graph}/__users`, {
    method: 'POST',
    body: JSON.stringify({ token: userToken, pages: [bakery, shop] }),
  });

  // Meta's login dialog, standing in for facebook.com: it sends the popup back to the address it
  // was given, with the user access token in the fragment, exactly as Facebook Login does.
  const dialogs: URL[] = [];
  await context.route('https://www.facebook.com/**', async (route) => {
    const dialog = new URL(route.request().url());
    dialogs.push(dialog);
    const back = `${dialog.searchParams.get('redirect_uri')}#access_token=${userToken}&data_access_expiration_time=0&expires_in=5400&state=${dialog.searchParams.get('state')}`;
    await route.fulfill({ status: 302, headers: { location: back } });
  });

  await page.goto(`/app/na/agents/${agentId}/channels`);
  const messengerCard = page.getByRole('region', { name: 'Messenger' });
  const instagramCard = page.getByRole('region', { name: 'Instagram' });
  await expect(messengerCard.getByText('Active')).toHaveCount(0);
  await messengerCard.getByRole('button', { name: 'Connect' }).click();
  const modal = page.getByRole('dialog', { name: 'Connect your agent to Instagram/FB Messenger Page' });

  await test.step('the three steps, with the documentation and the length notice for a workspace user', async () => {
    await expect(modal.getByRole('heading', { name: 'Create a page linked to Instagram' })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Continue With Meta, then pick a page' })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Test by sending a message' })).toBeVisible();
    await expect(modal.getByRole('link', { name: "Meta's guide" })).toBeVisible();
    await expect(modal.getByText('at most 2000 characters per message')).toBeVisible();
  });

  await test.step('Continue With Meta signs in and shows the page grid', async () => {
    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Continue With Meta' }).click();
    await popup;
    const bakeryCard = modal.getByRole('article', { name: 'Corner Bakery' });
    await expect(bakeryCard).toContainText(`Page ID: ${bakery.id}`);
    await expect(bakeryCard).toContainText('@corner.bakery');
    await expect(modal.getByRole('article', { name: 'Corner Shop' })).toContainText('No Instagram page connected');
    expect(dialogs[0]?.searchParams.get('client_id')).toBe(META_APP_ID);
    expect(dialogs[0]?.searchParams.get('response_type')).toBe('token');
    expect(dialogs[0]?.searchParams.get('scope')).toContain('pages_messaging');
    expect(await graphCalls('/oauth/access_token')).toEqual(
      expect.arrayContaining([expect.objectContaining({ method: 'GET' })]),
    );
  });

  await test.step('Continue connects the page: it is subscribed, and the modal asks for a test message', async () => {
    await modal.getByRole('article', { name: 'Corner Bakery' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Successfully connected the page.')).toBeVisible();
    await expect(modal.getByText('Corner Bakery is connected to an AI agent')).toBeVisible();
    await expect(modal.getByText('Send a test message to the page on Messenger')).toBeVisible();
    await expect(
      modal.getByRole('article', { name: 'Corner Bakery' }).getByText('Connected', { exact: true }),
    ).toBeVisible();
    expect((await graphCalls(`/${bakery.id}/subscribed_apps`)).map((call) => [call.method, call.body])).toEqual([
      ['POST', { subscribed_fields: 'messages' }],
    ]);
    await page.keyboard.press('Escape');
    await expect(messengerCard.getByText('Active')).toBeVisible();
    await expect(instagramCard.getByText('Active')).toBeVisible();
  });

  await test.step('a Messenger message to the page is answered by the agent', async () => {
    const raw = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: bakery.id,
          time: Date.now(),
          messaging: [
            {
              sender: { id: `9${unique}` },
              recipient: { id: bakery.id },
              timestamp: Date.now(),
              message: { mid: `m_e2e_${unique}`, text: 'Are you open today?' },
            },
          ],
        },
      ],
    });
    const delivered = await page.request.post('/api/na/v2/meta-webhook', {
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', META_APP_SECRET).update(raw).digest('hex')}`,
      },
      data: raw,
    });
    expect(delivered.status()).toBe(200);
    await expect
      .poll(async () => (await graphCalls(`/${bakery.id}/messages`)).map((call) => call.body))
      .toEqual([
        {
          recipient: { id: `9${unique}` },
          messaging_type: 'RESPONSE',
          message: { text: 'Hello from the test model. You said: Are you open today?' },
        },
      ]);
  });

  await test.step('Meta Pages lists the page with its agent, and Remove unsubscribes it', async () => {
    await page.goto('/meta-pages');
    const table = page.getByRole('table', { name: 'Connected pages' });
    const row = table.getByRole('row', { name: /Corner Bakery/ });
    await expect(row).toContainText(bakery.id);
    await expect(row).toContainText('@corner.bakery');
    await expect(row).toContainText('Bakery helper');
    await row.getByRole('button', { name: 'Remove Corner Bakery' }).click();
    await expect(page.getByText('Successfully removed the page.')).toBeVisible();
    await expect(page.getByText('No pages connected')).toBeVisible();
    expect((await graphCalls(`/${bakery.id}/subscribed_apps`)).map((call) => call.method)).toEqual(['POST', 'DELETE']);
    await page.goto(`/app/na/agents/${agentId}/channels`);
    await expect(messengerCard.getByRole('button', { name: 'Connect' })).toBeVisible();
    await expect(messengerCard.getByText('Active')).toHaveCount(0);
  });
});
