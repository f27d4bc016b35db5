import { expect, type Page, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { createAgentThroughApi, signUpOwner, signUpOwnerWithModel } from '../support/owners.js';
import { deliverWhatsappText, graphApi } from '../support/whatsapp.js';

interface GraphCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  token?: string;
}
const graphCalls = async (): Promise<GraphCall[]> => (await (await fetch(`${graphApi}/__calls`)).json()) as GraphCall[];

/**
 * Meta's embedded signup, as its popup behaves: there is no Meta here, so the dialog's address
 * is answered by a page on Meta's origin that posts the `WA_EMBEDDED_SIGNUP` FINISH message to
 * the opener, as the real popup does, then returns to the redirect address with a sign-in code.
 */
async function fakeEmbeddedSignup(page: Page, ids: { wabaId: string; phoneId: string }) {
  await page.context().route('https://www.facebook.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Meta</title><script>
        const query = new URLSearchParams(location.search);
        const finish = { type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: { phone_number_id: '${ids.phoneId}', waba_id: '${ids.wabaId}' } };
        window.opener.postMessage(JSON.stringify(finish), '*');
        setTimeout(() => {
          location.href = query.get('redirect_uri') + '?code=e2e-signup-code&state=' + encodeURIComponent(query.get('state'));
        }, 200);
      </script>`,
    }),
  );
}

test('WhatsApp New Method: sign in with Meta, connect a number, send a test message, remove it', async ({
  page,
  baseURL,
}) => {
  // A popup's full page load, a test message answered by the model and a removal: over a minute when loaded.
  test.setTimeout(120_000);
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'WhatsApp desk');
  await saveAgent(agentId, { smartInit: true });
  const wabaId = `1${Date.now().toString().slice(-10)}`;
  await fakeEmbeddedSignup(page, { wabaId, phoneId: `${wabaId}1` });

  await page.goto(`/app/na/agents/${agentId}/channels`);
  const card = page.getByRole('region', { name: 'WhatsApp' });
  await expect(card.getByText('Active')).toHaveCount(0);
  await card.getByRole('button', { name: 'Connect' }).click();
  const modal = page.getByRole('dialog', { name: 'Adding WhatsApp as a channel' });
  await expect(modal.getByText('New Method', { exact: true })).toBeVisible();
  await expect(modal.getByRole('switch', { name: 'Legacy Method (Deprecated)' })).not.toBeChecked();

  const number = modal.getByRole('region', { name: /\+1 555-01\d\d-001/ });
  await test.step('Continue With Meta: the code is exchanged and the business account’s numbers are listed', async () => {
    await modal.getByRole('button', { name: 'Continue With Meta' }).click();
    // Longer than one step's wait: Meta's popup loads the whole dashboard on its callback page
    // before it hands the code back, which took 10 s in a loaded CI run.
    await expect(number).toBeVisible({ timeout: 30_000 });
    await expect(modal.getByRole('region', { name: /\+1 555-01\d\d-002/ })).toBeVisible();
    const exchange = (await graphCalls()).find(
      (call) => call.path === '/oauth/access_token' && call.query.code === 'e2e-signup-code',
    );
    expect(exchange?.query.redirect_uri).toBe(`${baseURL}/whatsapp-numbers/signed-in`);
  });

  await test.step('Connect subscribes the business account to the agent’s webhook', async () => {
    await number.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Number is connected successfully')).toBeVisible();
    await expect(number.getByText('Connected', { exact: true })).toBeVisible();
    const connected = modal.getByRole('region', { name: 'Connected Whatsapp Numbers' });
    await expect(connected.getByText(/\+1 555-01\d\d-001/)).toBeVisible();
    const subscribe = (await graphCalls()).find((call) => call.path === `/${wabaId}/subscribed_apps`);
    expect(subscribe?.body.override_callback_uri).toBe(`${baseURL}/api/na/agents/${agentId}/wa-webhook`);
  });

  await test.step("Send Test Message checks its form in the spec's words and sends the v18.0 body", async () => {
    await number.getByRole('button', { name: 'Send Test Message' }).click();
    const form = number.getByRole('form', { name: 'Send Test Message' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please provide a valid phone number and ensure the ID is reachable.')).toBeVisible();
    await form.getByLabel('Phone number').fill('15550001234');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please include the country code in the phone number.')).toBeVisible();
    await form.getByLabel('Phone number').fill('+15550001234');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please enter a message to send.')).toBeVisible();
    await form.getByLabel('Message').fill('Hello from the test');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent successfully to +15550001234')).toBeVisible();
    await expect(form).toBeHidden();
    const sent = (await graphCalls()).filter((call) => call.path === `/${wabaId}1/messages`);
    expect(sent.map((call) => call.body)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '15550001234',
        type: 'text',
        text: { preview_url: false, body: 'Hello from the test' },
      },
    ]);
  });

  await test.step('the card is Active, and the number is on the WhatsApp integration list', async () => {
    await page.keyboard.press('Escape');
    await expect(card.getByText('Active')).toBeVisible();
    await page.goto('/whatsapp-numbers');
    const row = page.getByRole('row', { name: /WhatsApp desk/ });
    await expect(row).toContainText(`${wabaId}1`);
    await expect(row).toContainText('CONNECTED');
  });

  await test.step('Meta delivers a signed message; the agent answers on WhatsApp and the chat is in Chats', async () => {
    const from = '447700900123';
    await deliverWhatsappText(baseURL ?? '', agentId, { wabaId, phoneId: `${wabaId}1` }, from, 'Do you deliver?');
    const answer = 'Hello from the test model. You said: Do you deliver?';
    await expect
      .poll(async () =>
        (await graphCalls())
          .filter((call) => call.path === `/${wabaId}1/messages` && call.body.to === from)
          .map((call) => (call.body.text as { body: string }).body),
      )
      .toEqual([answer]);
    await page.goto(`/app/na/agents/${agentId}/convos`);
    const item = page.getByRole('listitem').filter({ hasText: 'WhatsApp' });
    await expect(item).toHaveCount(1);
    await item.click();
    await expect(page.getByText(answer).first()).toBeVisible();
  });

  await test.step('Remove takes the number off the agent', async () => {
    await page.goto(`/app/na/agents/${agentId}/channels`);
    await card.getByRole('button', { name: 'Configure' }).click();
    const connected = modal.getByRole('region', { name: 'Connected Whatsapp Numbers' });
    await connected.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Number removed successfully')).toBeVisible();
    await expect(connected.getByText('No number is connected yet.')).toBeVisible();
    await page.goto('/whatsapp-numbers');
    await expect(page.getByText('No numbers connected')).toBeVisible();
  });
});

test('WhatsApp Legacy Method: the webhook address, then Save and Run Test', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Legacy desk');
  const numberId = `7${Date.now().toString().slice(-10)}`;

  await page.goto(`/app/na/agents/${agentId}/channels`);
  const card = page.getByRole('region', { name: 'WhatsApp' });
  await card.getByRole('button', { name: 'Connect' }).click();
  const modal = page.getByRole('dialog', { name: 'Adding WhatsApp as a channel' });
  // check() waits for the opening modal to stand still, and fails unless the switch turned on.
  await modal.getByRole('switch', { name: 'Legacy Method (Deprecated)' }).check();
  const webhookUrl = `${baseURL}/api/na/agents/${agentId}/wa-webhook`;
  await expect(modal.getByText(webhookUrl)).toBeVisible();

  // Meta checks the address with the agent id as the verify token.
  const handshake = await page.request.get(
    `${webhookUrl}?hub.mode=subscribe&hub.verify_token=${agentId}&hub.challenge=4242`,
  );
  expect(await handshake.text()).toBe('4242');

  await modal.getByLabel('Access token').fill('EAAGe2e-legacy-token');
  await modal.getByLabel('WhatsApp Business Account ID').fill('123456');
  await modal.getByLabel('Phone number ID').fill(numberId);
  await modal.getByLabel('Test number').fill('15550009876');
  await modal.getByRole('button', { name: 'Save and Run Test' }).click();
  await expect(modal.getByText('Please include the country code in the phone number.')).toBeVisible();
  await modal.getByLabel('Test number').fill('+15550009876');
  await modal.getByRole('button', { name: 'Save and Run Test' }).click();
  await expect(page.getByText('Whatsapp channel saved successfully')).toBeVisible();
  const testSend = (await graphCalls()).find((call) => call.path === `/${numberId}/messages`);
  expect(testSend).toMatchObject({ token: 'EAAGe2e-legacy-token', body: { to: '15550009876', type: 'text' } });
  await expect(modal.getByLabel('Access token')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(card.getByText('Active')).toBeVisible();
});
