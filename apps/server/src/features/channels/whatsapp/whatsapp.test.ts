import { RECONNECT_REASONS } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithWorkspace } from '../../../../test/app.js';
import { useChatTestbed } from '../../../../test/chat-client.js';
import {
  APPROVED_TEMPLATE,
  type FakeMetaGraph,
  startFakeMetaGraph,
  whatsappTextWebhook,
} from '../../../../test/fakes/meta-graph-server.js';
import {
  channelHealth,
  productEvents,
  waContacts,
  waLegacyChannels,
  waNumbers,
  webhookInbox,
  workspaces,
} from '../../../platform/db/schema/index.js';

const APP_ID = 'test-meta-app';
const APP_SECRET = 'test-meta-app-secret';
const VERIFY_TOKEN = 'platform-verify-token';

let graph: FakeMetaGraph;
beforeAll(async () => {
  graph = await startFakeMetaGraph({ appId: APP_ID, appSecret: APP_SECRET });
});
afterAll(() => graph.close());
const { bed, ownerWithAgent, replyCharges } = useChatTestbed(() => ({
  META_GRAPH_URL: graph.url,
  META_APP_ID: APP_ID,
  META_APP_SECRET: APP_SECRET,
  META_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN,
}));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
const base = (owner: Owner) => `/api/na/v2/agents/${owner.agentId}/channels/whatsapp`;
let businesses = 0;
/** A business account of its own for each test, so that their numbers and calls are told apart. */
const newWaba = (first = '1') => `${first}${String(Date.now()).slice(-8)}${String(++businesses).padStart(3, '0')}`;

/** Signs in with Meta as the embedded signup would (code, then the FINISH business account) and connects the first number. */
async function connectedNumber(owner: Owner, wabaId = newWaba()) {
  expect((await owner.client.post(`${base(owner)}/sign-in`, { code: 'signup-code' })).statusCode).toBe(200);
  expect((await owner.client.post(`${base(owner)}/sign-in`, { wabaId })).statusCode).toBe(200);
  const listed = await owner.client.get(`${base(owner)}/business-numbers`);
  expect(listed.statusCode).toBe(200);
  const [number] = listed.json().data;
  const res = await owner.client.post(`${base(owner)}/numbers`, {
    wabaId,
    phoneId: number.id,
    phoneNumber: number.display_phone_number,
  });
  expect(res.statusCode).toBe(200);
  return { wabaId, phoneId: number.id as string, phoneNumber: number.display_phone_number as string };
}

const deliver = (owner: Owner, payload: unknown, signature?: string) => {
  const body = JSON.stringify(payload);
  return bed.app.inject({
    method: 'POST',
    url: `/api/na/agents/${owner.agentId}/wa-webhook`,
    headers: {
      'content-type': 'application/json',
      ...(signature !== '' && { 'x-hub-signature-256': signature ?? graph.sign(body) }),
    },
    payload: body,
  });
};

/** The text messages sent to a person, once `count` have gone there. */
async function sentTo(to: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const sent = graph.calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/messages') && call.body.to === to,
    );
    if (sent.length >= count) return sent;
    if (Date.now() > deadline) throw new Error(`only ${sent.length} of ${count} messages reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const card = async (owner: Owner) =>
  (await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`))
    .json()
    .channels.find((c: { key: string }) => c.key === 'whatsapp');

let people = 0;
const newPerson = () => `4479${String(Date.now()).slice(-6)}${String(++people).padStart(2, '0')}`;

describe('WhatsApp webhook', () => {
  it("answers Meta's handshake for the agent id or the platform's verify token, and 403 otherwise", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const handshake = (token: string, agentId = owner.agentId) =>
      bed.app.inject({
        url: `/api/na/agents/${agentId}/wa-webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const legacy = await handshake(owner.agentId);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.body).toBe('1158201444');
    expect((await handshake(VERIFY_TOKEN)).body).toBe('1158201444');
    expect((await handshake('wrong')).statusCode).toBe(403);
    expect((await handshake('unknownagent0000', 'unknownagent0000')).statusCode).toBe(403);
  });

  it('answers a signed message once, with the spec body, however often Meta delivers it; it shows in Chats', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { wabaId, phoneId } = await connectedNumber(owner);
    const from = newPerson();
    const message = whatsappTextWebhook({ wabaId, phoneId, from, text: 'Do you open on Sundays?' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await deliver(owner, message)).statusCode).toBe(200);
    const [sent] = await sentTo(from, 1);
    expect(sent?.path).toBe(`/${phoneId}/messages`);
    expect(sent?.token).toMatch(/^EAAG/);
    expect(sent?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: from,
      type: 'text',
      text: { preview_url: false, body: 'Hello from the test model. You said: Do you open on Sundays?' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sentTo(from, 1)).toHaveLength(1);
    expect(await replyCharges(owner.uid)).toHaveLength(1);
    const kept = await bed.app.regions
      .db('na')
      .select()
      .from(webhookInbox)
      .where(eq(webhookInbox.agentId, owner.agentId));
    expect(kept).toHaveLength(1);

    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json().conversations;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ channel: 'whatsapp' });
  });

  it('refuses a delivery without a valid signature with 403, and keeps nothing', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { wabaId, phoneId } = await connectedNumber(owner);
    const message = whatsappTextWebhook({ wabaId, phoneId, from: newPerson(), text: 'Hi' });
    expect((await deliver(owner, message, '')).statusCode).toBe(403);
    expect((await deliver(owner, message, 'sha256=00ff')).statusCode).toBe(403);
    const forged = `sha256=${'ab'.repeat(32)}`;
    expect((await deliver(owner, message, forged)).statusCode).toBe(403);
    const kept = await bed.app.regions
      .db('na')
      .select()
      .from(webhookInbox)
      .where(eq(webhookInbox.agentId, owner.agentId));
    expect(kept).toHaveLength(0);
    // A status update has nothing to answer: taken and dropped.
    const status = { object: 'whatsapp_business_account', entry: [{ id: wabaId, changes: [] }] };
    expect((await deliver(owner, status)).statusCode).toBe(200);
  });

  it('sends a reply longer than 4096 characters as two messages', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { wabaId, phoneId } = await connectedNumber(owner);
    const long = Array.from({ length: 1000 }, (_, index) => `w${String(index).padStart(3, '0')}`).join(' ');
    bed.llm.queue({ text: long });
    const from = newPerson();
    await deliver(owner, whatsappTextWebhook({ wabaId, phoneId, from, text: 'Tell me everything' }));
    const sent = await sentTo(from, 2);
    const bodies = sent.map((call) => (call.body.text as { body: string }).body);
    expect(bodies.every((piece) => piece.length <= 4096)).toBe(true);
    expect(bodies.join(' ')).toBe(long);
  });

  it('outside the 24-hour window a member reply is not sent: it is noted, and an approved template goes instead', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { wabaId, phoneId } = await connectedNumber(owner);
    const from = newPerson();
    await deliver(owner, whatsappTextWebhook({ wabaId, phoneId, from, text: 'Where is my order?' }));
    await sentTo(from, 1);
    const [conversation] = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json()
      .conversations;
    const one = `/api/na/workspaces/${owner.uid}/conversations/${conversation.id}`;
    expect((await owner.client.get(`${one}/whatsapp`)).json()).toMatchObject({ open: true, undelivered: [] });

    // A day and more goes by.
    await bed.app.regions
      .db('na')
      .update(waContacts)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(eq(waContacts.agentId, owner.agentId), eq(waContacts.waId, from)));
    expect((await owner.client.post(`${one}/take-over`)).statusCode).toBe(200);
    const reply = await owner.client.post(`${one}/replies`, { text: 'Sorry for the wait, it ships today.' });
    expect(reply.statusCode).toBe(201);
    const deadline = Date.now() + 15_000;
    let window = (await owner.client.get(`${one}/whatsapp`)).json();
    while (window.undelivered.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      window = (await owner.client.get(`${one}/whatsapp`)).json();
    }
    expect(window.open).toBe(false);
    expect(window.undelivered).toEqual([
      {
        messageId: reply.json().id,
        reason: expect.stringContaining('more than 24 hours'),
        templateName: null,
        templateSentAt: null,
      },
    ]);
    expect(await sentTo(from, 1)).toHaveLength(1);

    const templates = (await owner.client.get(`${one}/whatsapp/templates`)).json().templates;
    expect(templates).toEqual([
      { name: 'hello_again', language: 'en', category: 'UTILITY', bodyText: APPROVED_TEMPLATE.components[0]?.text },
    ]);
    const sent = await owner.client.post(`${one}/whatsapp/templates`, { name: 'hello_again', language: 'en' });
    expect(sent.statusCode).toBe(200);
    const [, template] = await sentTo(from, 2);
    expect(template?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: from,
      type: 'template',
      template: { name: 'hello_again', language: { code: 'en' } },
    });
    expect((await owner.client.get(`${one}/whatsapp`)).json().undelivered[0]).toMatchObject({
      templateName: 'hello_again',
    });
    const transcript = (await owner.client.get(one)).json().messages.map((m: { content: string }) => m.content);
    expect(transcript.at(-1)).toBe(APPROVED_TEMPLATE.components[0]?.text);
  });
});

describe('WhatsApp New Method', () => {
  it('exchanges the sign-in code with the app id and secret, and keeps the token on the server', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const from = graph.calls.length;
    const res = await owner.client.post(`${base(owner)}/sign-in`, { code: 'code-from-meta' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasToken: true, wabaId: null });
    expect(graph.calls.slice(from)).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/oauth/access_token',
        query: {
          client_id: APP_ID,
          client_secret: APP_SECRET,
          redirect_uri: `${bed.app.config.publicUrl}/whatsapp-numbers/signed-in`,
          code: 'code-from-meta',
        },
      }),
    ]);
    const state = await owner.client.get(base(owner));
    expect(state.json()).toMatchObject({ metaAppId: APP_ID, signIn: { hasToken: true, wabaId: null }, numbers: [] });
    expect(state.body).not.toContain('EAAG');

    const refused = await owner.client.post(`${base(owner)}/sign-in`, { code: 'refused-code' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Error: Invalid verification code format.');
  });

  it('lists the numbers, connects one (subscribing our webhook), shows Active, and removes it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    expect(await card(owner)).toMatchObject({ active: false });
    const wabaId = newWaba();
    await owner.client.post(`${base(owner)}/sign-in`, { code: 'c', wabaId });
    const listed = (await owner.client.get(`${base(owner)}/business-numbers`)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ id: `${wabaId}1`, verified_name: 'Test Shop', status: 'CONNECTED', connected: false }),
      expect.objectContaining({ id: `${wabaId}2`, connected: false }),
    ]);

    const connected = await owner.client.post(`${base(owner)}/numbers`, {
      wabaId,
      phoneId: `${wabaId}1`,
      phoneNumber: listed[0].display_phone_number,
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.json().newAddedNumber).toMatchObject({ phoneId: `${wabaId}1`, status: 'CONNECTED' });
    expect(connected.body).not.toContain('EAAG');
    expect(graph.subscriptions.get(wabaId)).toEqual({
      override_callback_uri: `${bed.app.config.publicUrl}/api/na/agents/${owner.agentId}/wa-webhook`,
      verify_token: VERIFY_TOKEN,
    });
    expect(await card(owner)).toMatchObject({ active: true });
    const added = await bed.app.regions
      .db('na')
      .select({ payload: productEvents.payload })
      .from(productEvents)
      .where(and(eq(productEvents.workspaceUid, owner.uid), eq(productEvents.name, 'whatsapp_channel_added')));
    expect(added).toEqual([
      { payload: { agentId: owner.agentId, agentType: 'vg', channelType: 'whatsapp', channelId: `${wabaId}1` } },
    ]);
    const again = (await owner.client.get(`${base(owner)}/business-numbers`)).json().data;
    expect(again.map((n: { connected: boolean }) => n.connected)).toEqual([true, false]);
    const workspaceList = (await owner.client.get(`/api/na/workspaces/${owner.uid}/whatsapp-numbers`)).json();
    expect(workspaceList.numbers).toEqual([
      expect.objectContaining({ agentId: owner.agentId, agentName: 'Helper', phoneId: `${wabaId}1` }),
    ]);

    const removed = await owner.client.delete(`${base(owner)}/numbers/${wabaId}1`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ phoneId: `${wabaId}1` });
    expect(graph.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/${wabaId}/subscribed_apps` });
    expect(await card(owner)).toMatchObject({ active: false });
    expect((await owner.client.get(base(owner))).json().numbers).toEqual([]);
  });

  it("a refused connection is PENDING with Meta's reason, in the spec's words, and not Active", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const wabaId = newWaba('9');
    await owner.client.post(`${base(owner)}/sign-in`, { code: 'c', wabaId });
    const res = await owner.client.post(`${base(owner)}/numbers`, {
      wabaId,
      phoneId: `${wabaId}1`,
      phoneNumber: '+1 555-0100-001',
    });
    expect(res.statusCode).toBe(422);
    const reason = 'The business account has not granted the app whatsapp_business_management.';
    expect(res.json().error.message).toBe(`Failed to connect +1 555-0100-001: ${reason}`);
    expect((await owner.client.get(base(owner))).json().numbers).toEqual([
      expect.objectContaining({ phoneId: `${wabaId}1`, status: 'PENDING', failureReason: reason }),
    ]);
    expect(await card(owner)).toMatchObject({ active: false });
  });

  it("sends a test message with the spec's body, after the form's three checks", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { phoneId } = await connectedNumber(owner);
    const send = (body: object) => owner.client.post(`${base(owner)}/test-message`, body);
    const problem = async (body: object) => (await send(body)).json().error.message;
    expect(await problem({ phoneId, to: '', message: 'Hi' })).toBe(
      'Please provide a valid phone number and ensure the ID is reachable.',
    );
    expect(await problem({ phoneId: '', to: '+15550001111', message: 'Hi' })).toBe(
      'Please provide a valid phone number and ensure the ID is reachable.',
    );
    expect(await problem({ phoneId, to: '15550001111', message: 'Hi' })).toBe(
      'Please include the country code in the phone number.',
    );
    expect(await problem({ phoneId, to: '+15550001111', message: '  ' })).toBe('Please enter a message to send.');

    const from = graph.calls.length;
    const ok = await send({ phoneId, to: '+1 555 000 1111', message: 'Hello from the test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Message sent successfully to +15550001111' });
    expect(graph.calls.slice(from)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/${phoneId}/messages`,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '15550001111',
          type: 'text',
          text: { preview_url: false, body: 'Hello from the test' },
        },
      }),
    ]);
    const refused = await send({ phoneId, to: '+9995550000', message: 'Hi' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'Failed to send message to +9995550000: Recipient phone number not in allowed list',
    );
  });

  it("creates a template: name lowercased with underscores, en and UTILITY by default, else 'Invalid template info'", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { wabaId } = await connectedNumber(owner);
    const create = (body: object) => owner.client.post(`${base(owner)}/templates`, { wabaId, ...body });
    for (const bad of [
      { name: '', bodyText: 'Hi' },
      { name: 'Order update', bodyText: '' },
      { name: 'Order update', bodyText: 'Hi', category: 'GOSSIP' },
      { name: 'Order update!', bodyText: 'Hi' },
      { name: 'Order update', bodyText: 'Hi', language: 'xx' },
    ]) {
      const res = await create(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid template info');
    }
    const from = graph.calls.length;
    const res = await create({ name: 'Order Update', bodyText: 'Your order has shipped.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'order_update',
      status: 'PENDING',
      message: 'Template created successfully',
    });
    expect(graph.calls.slice(from)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/${wabaId}/message_templates`,
        body: {
          name: 'order_update',
          language: 'en',
          category: 'UTILITY',
          components: [{ type: 'BODY', text: 'Your order has shipped.' }],
        },
      }),
    ]);
  });
});

describe('WhatsApp channel health and plan', () => {
  it("marks WhatsApp 'Reconnect needed' when Meta says the token expired (190), and reconnecting clears it", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { wabaId, phoneId, phoneNumber } = await connectedNumber(owner);
    await bed.app.regions
      .db('na')
      .update(waNumbers)
      .set({ longAccessTokenEncrypted: bed.app.secretBox.seal('ExpiredToken') })
      .where(eq(waNumbers.phoneId, phoneId));
    await deliver(owner, whatsappTextWebhook({ wabaId, phoneId, from: newPerson(), text: 'Open today?' }));
    const health = () =>
      bed.app.regions.db('na').select().from(channelHealth).where(eq(channelHealth.agentId, owner.agentId));
    const deadline = Date.now() + 15_000;
    while ((await health()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await health()).toEqual([
      expect.objectContaining({ channel: 'whatsapp', reason: RECONNECT_REASONS.tokenExpired }),
    ]);
    const again = await owner.client.post(`${base(owner)}/numbers`, { wabaId, phoneId, phoneNumber });
    expect(again.statusCode).toBe(200);
    expect(await health()).toEqual([]);
  });

  it("is refused in the spec's words when the workspace's plan leaves WhatsApp out, before Meta is called", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const wabaId = newWaba();
    await owner.client.post(`${base(owner)}/sign-in`, { code: 'c', wabaId });
    const db = bed.app.regions.db('na');
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.uid, owner.uid));
    await db
      .update(workspaces)
      .set({ limits: { ...workspace!.limits, channels: ['telegram'] } })
      .where(eq(workspaces.uid, owner.uid));
    const from = graph.calls.length;
    const res = await owner.client.post(`${base(owner)}/numbers`, { wabaId, phoneId: `${wabaId}1`, phoneNumber: '+1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Your current subscription plan does not include access to WhatsApp. Please upgrade to access this channel.',
    );
    const legacy = {
      whatsappToken: 'EAAGx',
      whatsappBusniessId: '1',
      whatsappNumberId: '2',
      waTestNumber: '+15550001111',
    };
    expect((await owner.client.post(`${base(owner)}/legacy`, legacy)).statusCode).toBe(403);
    expect(graph.calls.length).toBe(from);
  });
});

describe('WhatsApp Legacy Method', () => {
  it('saves the fields with the token sealed, runs the test, answers messages with the agent’s own token', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const token = `EAAGlegacy${Date.now()}`;
    const numberId = `7${String(Date.now()).slice(-9)}`;
    const fields = { whatsappBusniessId: '123456', whatsappNumberId: numberId, waTestNumber: '+15550002222' };
    const missing = await owner.client.post(`${base(owner)}/legacy`, { ...fields, waTestNumber: '15550002222' });
    expect(missing.json().error.message).toBe('Please include the country code in the phone number.');

    const saved = await owner.client.post(`${base(owner)}/legacy`, { ...fields, whatsappToken: token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ waVerifyPassed: true, testError: null });
    const [test] = await sentTo('15550002222', 1);
    expect(test).toMatchObject({ path: `/${numberId}/messages`, token, body: { type: 'text', to: '15550002222' } });
    const state = await owner.client.get(base(owner));
    expect(state.json().legacy).toEqual({ ...fields, hasToken: true, waVerifyPassed: true });
    expect(state.body).not.toContain(token);
    const [row] = await bed.app.regions
      .db('na')
      .select()
      .from(waLegacyChannels)
      .where(eq(waLegacyChannels.agentId, owner.agentId));
    expect(row?.whatsappTokenEncrypted).not.toContain(token);
    expect(await card(owner)).toMatchObject({ active: true });

    const from = newPerson();
    await deliver(owner, whatsappTextWebhook({ wabaId: '123456', phoneId: numberId, from, text: 'Hi there' }));
    const [answer] = await sentTo(from, 1);
    expect(answer).toMatchObject({ path: `/${numberId}/messages`, token });

    // Saved again without the token, the saved one stays; a refused test leaves the card inactive.
    const failed = await owner.client.post(`${base(owner)}/legacy`, { ...fields, waTestNumber: '+9995550001' });
    expect(failed.json()).toEqual({ waVerifyPassed: false, testError: 'Recipient phone number not in allowed list' });
    expect(await card(owner)).toMatchObject({ active: false });
  });
});

describe('WhatsApp tenancy', () => {
  it("another workspace's agent, numbers and conversations are 404", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { phoneId } = await connectedNumber(owner);
    const stranger = await signUpWithWorkspace(bed.app);
    expect((await stranger.client.get(base(owner))).statusCode).toBe(404);
    expect((await stranger.client.post(`${base(owner)}/sign-in`, { code: 'x' })).statusCode).toBe(404);
    expect((await stranger.client.get(`${base(owner)}/business-numbers`)).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`${base(owner)}/numbers`, { wabaId: '1', phoneId: '2', phoneNumber: '+1' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.client.delete(`${base(owner)}/numbers/${phoneId}`)).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`${base(owner)}/test-message`, { phoneId, to: '+15550001111', message: 'x' }))
        .statusCode,
    ).toBe(404);
    const legacy = { whatsappToken: 'x', whatsappBusniessId: '1', whatsappNumberId: '2', waTestNumber: '+15550001111' };
    expect((await stranger.client.post(`${base(owner)}/legacy`, legacy)).statusCode).toBe(404);
    const window = `/api/na/workspaces/${owner.uid}/conversations/any/whatsapp`;
    expect((await stranger.client.get(window)).statusCode).toBe(404);
    const uid = stranger.workspace.uid;
    expect((await stranger.client.delete(`/api/na/workspaces/${uid}/whatsapp-numbers/${phoneId}`)).statusCode).toBe(
      404,
    );
    expect((await stranger.client.get(`/api/na/workspaces/${uid}/whatsapp-numbers`)).json().numbers).toEqual([]);
    expect((await stranger.client.get(`/api/na/workspaces/${owner.uid}/whatsapp-numbers`)).statusCode).toBe(404);
    const stillThere = await bed.app.regions.db('na').select().from(waNumbers).where(eq(waNumbers.phoneId, phoneId));
    expect(stillThere).toHaveLength(1);
  });
});
