import { RECONNECT_REASONS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithWorkspace } from '../../../../test/app.js';
import { FAKE_LLM_KEY, useChatTestbed } from '../../../../test/chat-client.js';
import { type FakeMetaPages, type FakePageSpec, startFakeMetaPages } from '../../../../test/fakes/meta-pages-server.js';
import { accounts, channelHealth, metaPages, webhookInbox } from '../../../platform/db/schema/index.js';
import { metaSignature } from '../../../providers/meta/signature.js';

const APP_ID = '4242424242';
const APP_SECRET = 'meta-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-me-please';

let meta: FakeMetaPages;
beforeAll(async () => {
  meta = await startFakeMetaPages({ appId: APP_ID, appSecret: APP_SECRET });
});
afterAll(() => meta.close());
// Jobs are asked for every half second, so answers come within the test.
const { bed, ownerWithAgent, replyCharges } = useChatTestbed(() => ({
  META_PAGES_GRAPH_URL: meta.graphUrl,
  META_APP_ID: APP_ID,
  META_APP_SECRET: APP_SECRET,
  META_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN,
}));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
let ids = 0;
/** Page, Instagram account and user ids of their own for each test, so that their calls are told apart. */
const nextId = () => String(100_000 + ++ids);
const pagesPath = (owner: Owner) => `/api/na/v2/agents/${owner.agentId}/meta-pages`;
const channelsOf = async (owner: Owner) =>
  (await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`)).json().channels as {
    key: string;
    active: boolean;
  }[];
const activeCards = async (owner: Owner) =>
  (await channelsOf(owner)).filter((card) => card.active).map((card) => card.key);

/** 'Continue With Meta' as the dashboard does it: the login's token goes to exchangeMetaToken. */
async function signInWithMeta(owner: Pick<Owner, 'client'>, pages: FakePageSpec[]) {
  const token = `EAAShort${nextId()}`;
  meta.addUser(token, pages);
  const res = await owner.client.post('/api/na/v2/meta/exchange-token', { token });
  expect(res.statusCode).toBe(200);
  return token;
}

/** A page connected to the owner's agent; its id and, with `instagram`, its Instagram account's id. */
async function connectedPage(owner: Owner, { instagram = false } = {}) {
  const page: FakePageSpec = { id: nextId(), name: 'Corner Bakery' };
  if (instagram) page.instagram = { id: nextId(), username: 'corner.bakery' };
  await signInWithMeta(owner, [page]);
  const res = await owner.client.post(pagesPath(owner), { selectedPage: { pageId: page.id } });
  expect(res.statusCode).toBe(200);
  return { pageId: page.id, igId: page.instagram?.id };
}

let mids = 0;
const messagingEvent = (from: string, to: string, text: string, mid = `m_${++mids}`) => ({
  sender: { id: from },
  recipient: { id: to },
  timestamp: Date.now(),
  message: { mid, text },
});
const delivery = (object: 'page' | 'instagram', entryId: string, events: unknown[]) => ({
  object,
  entry: [{ id: entryId, time: Date.now(), messaging: events }],
});

/** Posts a delivery as Meta does: the raw bytes, signed with the app secret unless `signature` is given. */
const deliver = (payload: unknown, signature?: string) => {
  const raw = JSON.stringify(payload);
  return bed.app.inject({
    method: 'POST',
    url: '/api/na/v2/meta-webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? metaSignature(APP_SECRET, raw) },
    payload: raw,
  });
};

/** The texts the page sent to one person, once `count` messages have gone there. */
async function sentTo(pageId: string, recipientId: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const sent = meta.calls.filter(
      (call) =>
        call.method === 'POST' &&
        call.path === `/${pageId}/messages` &&
        (call.body.recipient as { id: string }).id === recipientId,
    );
    if (sent.length >= count) return sent;
    if (Date.now() > deadline) throw new Error(`only ${sent.length} of ${count} messages reached ${recipientId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const inboxOf = (owner: Owner) =>
  bed.app.regions.db('na').select().from(webhookInbox).where(eq(webhookInbox.agentId, owner.agentId));

describe("Meta's webhook", () => {
  it('answers the subscription handshake only with the platform’s verify token', async () => {
    const handshake = (token: string) =>
      bed.app.inject({
        method: 'GET',
        url: `/api/na/v2/meta-webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await handshake(VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await handshake('wrong-token')).statusCode).toBe(403);
    expect((await bed.app.inject({ method: 'GET', url: '/api/na/v2/meta-webhook?hub.challenge=1' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a delivery whose signature is not the app secret’s with 403, and keeps nothing', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { pageId } = await connectedPage(owner);
    const payload = delivery('page', pageId, [messagingEvent('77001', pageId, 'Hi')]);
    expect((await deliver(payload, metaSignature('another-secret', JSON.stringify(payload)))).statusCode).toBe(403);
    expect((await deliver(payload, 'sha256=00')).statusCode).toBe(403);
    const unsigned = await bed.app.inject({
      method: 'POST',
      url: '/api/na/v2/meta-webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await inboxOf(owner)).toHaveLength(0);
    // Signed, but for a page no agent has: taken, and dropped.
    const stray = nextId();
    expect((await deliver(delivery('page', stray, [messagingEvent('77002', stray, 'Hi')]))).statusCode).toBe(200);
    expect(
      await bed.app.regions
        .db('na')
        .select()
        .from(webhookInbox)
        .where(eq(webhookInbox.eventId, `m_${mids}`)),
    ).toEqual([]);
  });
});

describe('the Messenger and Instagram channels', () => {
  it('signs in with Meta, lists the pages, connects one (subscribed), shows both cards Active, and removes it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const before = (await owner.client.get(`${pagesPath(owner)}/choices`)).json();
    expect(before).toEqual({ appId: APP_ID, signedIn: false, pages: [] });

    const withInstagram = {
      id: nextId(),
      name: 'Corner Bakery',
      instagram: { id: nextId(), username: 'corner.bakery' },
    };
    const plain = { id: nextId(), name: 'Corner Shop' };
    const from = meta.calls.length;
    const token = await signInWithMeta(owner, [withInstagram, plain]);
    const exchange = meta.calls.slice(from);
    expect(exchange).toHaveLength(1);
    expect(exchange[0]).toMatchObject({
      method: 'GET',
      path: '/oauth/access_token',
      query: {
        grant_type: 'fb_exchange_token',
        client_id: APP_ID,
        client_secret: APP_SECRET,
        fb_exchange_token: token,
      },
    });
    // The long-lived token is kept on the user, sealed.
    const [account] = await bed.app.regions
      .global()
      .select({ token: accounts.metaUserAccessTokenEncrypted })
      .from(accounts)
      .where(eq(accounts.email, owner.email));
    expect(account?.token).toBeTruthy();
    expect(account?.token).not.toContain('EAALong');

    const choices = await owner.client.get(`${pagesPath(owner)}/choices`);
    expect(choices.json()).toEqual({
      appId: APP_ID,
      signedIn: true,
      pages: [
        {
          pageId: withInstagram.id,
          pageName: 'Corner Bakery',
          igPageId: withInstagram.instagram.id,
          igPageName: 'corner.bakery',
          connectedToAgent: false,
          connectedHere: false,
        },
        {
          pageId: plain.id,
          pageName: 'Corner Shop',
          igPageId: null,
          igPageName: null,
          connectedToAgent: false,
          connectedHere: false,
        },
      ],
    });
    const listCall = meta.calls.at(-1);
    expect(listCall).toMatchObject({ method: 'GET', path: '/me/accounts' });
    expect(listCall?.query.fields).toContain('instagram_business_account{id,username}');
    expect(choices.body).not.toContain('EAAPage');

    expect(await activeCards(owner)).toEqual([]);
    const connectFrom = meta.calls.length;
    const connected = await owner.client.post(pagesPath(owner), { selectedPage: { pageId: withInstagram.id } });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({
      agentId: owner.agentId,
      pageId: withInstagram.id,
      pageName: 'Corner Bakery',
      igPageId: withInstagram.instagram.id,
      igPageName: 'corner.bakery',
    });
    expect(connected.body).not.toContain('EAAPage');
    const subscribe = meta.calls
      .slice(connectFrom)
      .find((call) => call.path === `/${withInstagram.id}/subscribed_apps`);
    expect(subscribe).toMatchObject({
      method: 'POST',
      body: { subscribed_fields: 'messages' },
      token: meta.pageToken(withInstagram.id),
    });
    expect(meta.subscriptions.get(withInstagram.id)).toEqual(['messages']);
    expect(await activeCards(owner)).toEqual(['instagram', 'messenger']);
    const [stored] = await bed.app.regions
      .db('na')
      .select()
      .from(metaPages)
      .where(eq(metaPages.pageId, withInstagram.id));
    expect(stored?.pageAccessTokenEncrypted).not.toContain(meta.pageToken(withInstagram.id));

    const after = (await owner.client.get(`${pagesPath(owner)}/choices`)).json();
    expect(after.pages[0]).toMatchObject({ connectedToAgent: true, connectedHere: true });
    expect((await owner.client.get(pagesPath(owner))).json().pages).toHaveLength(1);
    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/meta-pages`)).json();
    expect(listed.pages).toEqual([expect.objectContaining({ pageId: withInstagram.id, agentTitle: 'Helper' })]);

    // A page without Instagram makes Messenger Active alone.
    expect((await owner.client.post(pagesPath(owner), { selectedPage: { pageId: plain.id } })).statusCode).toBe(200);
    expect((await owner.client.delete(`${pagesPath(owner)}/${withInstagram.id}`)).statusCode).toBe(204);
    expect(meta.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/${withInstagram.id}/subscribed_apps` });
    expect(meta.subscriptions.has(withInstagram.id)).toBe(false);
    expect(await activeCards(owner)).toEqual(['messenger']);
    expect((await owner.client.delete(`${pagesPath(owner)}/${plain.id}`)).statusCode).toBe(204);
    expect(await activeCards(owner)).toEqual([]);
    expect((await owner.client.get(pagesPath(owner))).json().pages).toEqual([]);
  });

  it("shows Meta's refusals in the spec's words", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const refused = await owner.client.post('/api/na/v2/meta/exchange-token', { token: 'EAAUnknownToken' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Error: Invalid OAuth access token - Cannot parse access token');

    const notSignedIn = await owner.client.post(pagesPath(owner), { selectedPage: { pageId: nextId() } });
    expect(notSignedIn.statusCode).toBe(422);
    expect(notSignedIn.json().error.message).toBe('Failed to connect the page. Please continue with Meta first.');

    await signInWithMeta(owner, [{ id: nextId(), name: 'Mine' }]);
    const notMine = await owner.client.post(pagesPath(owner), { selectedPage: { pageId: nextId() } });
    expect(notMine.json().error.message).toBe(
      'Failed to connect the page. This page is not among the pages your Meta account manages.',
    );
    expect((await owner.client.post(pagesPath(owner), { selectedPage: { pageId: '../me' } })).statusCode).toBe(400);
    expect(await activeCards(owner)).toEqual([]);
  });

  it('forgets a Meta sign-in that expired, so that the modal asks to continue with Meta again', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const token = await signInWithMeta(owner, [{ id: nextId(), name: 'Mine' }]);
    expect((await owner.client.get(`${pagesPath(owner)}/choices`)).json().pages).toHaveLength(1);
    meta.expireSignIn(token);
    expect((await owner.client.get(`${pagesPath(owner)}/choices`)).json()).toEqual({
      appId: APP_ID,
      signedIn: false,
      pages: [],
    });
    const [account] = await bed.app.regions
      .global()
      .select({ token: accounts.metaUserAccessTokenEncrypted })
      .from(accounts)
      .where(eq(accounts.email, owner.email));
    expect(account?.token).toBeNull();
  });

  it('answers a signed Messenger message once, however often it is delivered, and the chat shows in Chats', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { pageId } = await connectedPage(owner);
    const psid = nextId();
    const payload = delivery('page', pageId, [messagingEvent(psid, pageId, 'Do you bake on Sundays?')]);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    // The echo of the page's own reply comes back too: it is not a message to answer.
    const echo = { ...messagingEvent(pageId, psid, 'Hello'), message: { mid: 'm_echo', text: 'Hello', is_echo: true } };
    expect((await deliver(delivery('page', pageId, [echo]))).statusCode).toBe(200);

    const [sent] = await sentTo(pageId, psid, 1);
    expect(sent?.body).toEqual({
      recipient: { id: psid },
      messaging_type: 'RESPONSE',
      message: { text: 'Hello from the test model. You said: Do you bake on Sundays?' },
    });
    expect(sent?.token).toBe(meta.pageToken(pageId));
    // Give duplicate jobs, had there been any, the time to answer too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sentTo(pageId, psid, 1)).toHaveLength(1);
    expect(await replyCharges(owner.uid)).toHaveLength(1);
    expect(await inboxOf(owner)).toHaveLength(1);

    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json().conversations;
    expect(listed).toEqual([expect.objectContaining({ channel: 'messenger' })]);
    const transcript = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${listed[0].id}`)).json();
    expect(transcript.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Do you bake on Sundays?'],
      ['assistant', 'Hello from the test model. You said: Do you bake on Sundays?'],
    ]);
  });

  it("marks Messenger 'Reconnect needed' when Meta says the page token expired (190), and reconnecting clears it", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { pageId } = await connectedPage(owner);
    await bed.app.regions
      .db('na')
      .update(metaPages)
      .set({ pageAccessTokenEncrypted: bed.app.secretBox.seal('EAAExpiredPageToken') })
      .where(eq(metaPages.pageId, pageId));
    const psid = nextId();
    expect((await deliver(delivery('page', pageId, [messagingEvent(psid, pageId, 'Open today?')]))).statusCode).toBe(
      200,
    );

    const health = () =>
      bed.app.regions.db('na').select().from(channelHealth).where(eq(channelHealth.agentId, owner.agentId));
    const deadline = Date.now() + 15_000;
    while ((await health()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await health()).toEqual([
      expect.objectContaining({ channel: 'messenger', reason: RECONNECT_REASONS.tokenExpired }),
    ]);
    const channels = (await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`)).json();
    expect(channels.reconnectNeeded).toEqual([
      expect.objectContaining({ channel: 'messenger', reason: RECONNECT_REASONS.tokenExpired }),
    ]);

    await signInWithMeta(owner, [{ id: pageId, name: 'Corner Bakery' }]);
    expect((await owner.client.post(pagesPath(owner), { selectedPage: { pageId } })).statusCode).toBe(200);
    expect(await health()).toEqual([]);
  });

  it('answers a signed Instagram message once through the page its account is linked to', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { pageId, igId } = await connectedPage(owner, { instagram: true });
    if (!igId) throw new Error('no Instagram account');
    const igsid = nextId();
    const payload = delivery('instagram', igId, [messagingEvent(igsid, igId, 'Is the croissant vegan?')]);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);

    const [sent] = await sentTo(pageId, igsid, 1);
    expect(sent?.body).toEqual({
      recipient: { id: igsid },
      messaging_type: 'RESPONSE',
      message: { text: 'Hello from the test model. You said: Is the croissant vegan?' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sentTo(pageId, igsid, 1)).toHaveLength(1);
    expect(await replyCharges(owner.uid)).toHaveLength(1);
    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json().conversations;
    expect(listed).toEqual([expect.objectContaining({ channel: 'instagram' })]);
  });

  it('answers a page of an agent in the other region: Meta calls one webhook for the whole app', async () => {
    const owner = await signUpWithWorkspace(bed.app, 'eu');
    const uid = owner.workspace.uid;
    const model = { provider: 'openai-compatible', label: 'Fake', baseURL: bed.llm.url, apiKey: FAKE_LLM_KEY };
    expect((await owner.client.post(`/api/eu/workspaces/${uid}/llm-credentials`, model)).statusCode).toBe(201);
    const agentId = (await owner.client.post(`/api/eu/workspaces/${uid}/agents`, { agentName: 'Euro' })).json()
      .agentCreated.ID as string;
    const { agent } = (await owner.client.get(`/api/eu/v2/agents/${agentId}`)).json();
    expect((await owner.client.post(`/api/eu/v2/agents/${agentId}`, { ...agent, smartInit: true })).statusCode).toBe(
      200,
    );
    const pageId = nextId();
    await signInWithMeta(owner, [{ id: pageId, name: 'Euro page' }]);
    const connected = await owner.client.post(`/api/eu/v2/agents/${agentId}/meta-pages`, { selectedPage: { pageId } });
    expect(connected.statusCode).toBe(200);

    const psid = nextId();
    expect((await deliver(delivery('page', pageId, [messagingEvent(psid, pageId, 'Bonjour')]))).statusCode).toBe(200);
    const [sent] = await sentTo(pageId, psid, 1);
    expect(sent?.body.message).toEqual({ text: 'Hello from the test model. You said: Bonjour' });
  });

  it('sends a 5000-character reply to Messenger as three messages of at most 2000 characters', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { pageId } = await connectedPage(owner);
    const long = Array.from({ length: 1000 }, (_, index) => `w${String(index).padStart(3, '0')}`).join(' ');
    const long5000 = `${long}!`;
    expect(long5000).toHaveLength(5000);
    bed.llm.queue({ text: long5000 });
    const psid = nextId();
    await deliver(delivery('page', pageId, [messagingEvent(psid, pageId, 'Tell me everything')]));
    const sent = (await sentTo(pageId, psid, 3)).map((call) => (call.body.message as { text: string }).text);
    expect(sent).toHaveLength(3);
    expect(sent.every((piece) => piece.length <= 2000)).toBe(true);
    expect(sent.join(' ')).toBe(long5000);
  });

  it("keeps another workspace's agent and pages out of reach (404)", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { pageId } = await connectedPage(owner);
    const stranger = await signUpWithWorkspace(bed.app);
    await signInWithMeta(stranger, [{ id: nextId(), name: 'Stranger page' }]);
    expect((await stranger.client.get(`${pagesPath(owner)}/choices`)).statusCode).toBe(404);
    expect((await stranger.client.get(pagesPath(owner))).statusCode).toBe(404);
    expect((await stranger.client.post(pagesPath(owner), { selectedPage: { pageId } })).statusCode).toBe(404);
    expect((await stranger.client.delete(`${pagesPath(owner)}/${pageId}`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/na/workspaces/${owner.uid}/meta-pages`)).statusCode).toBe(404);

    // Nor through an agent of their own: the page is not that agent's.
    const uid = stranger.workspace.uid;
    const theirAgent = (await stranger.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Mine' })).json()
      .agentCreated.ID as string;
    expect((await stranger.client.delete(`/api/na/v2/agents/${theirAgent}/meta-pages/${pageId}`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/na/workspaces/${uid}/meta-pages`)).json().pages).toEqual([]);
    expect((await owner.client.get(pagesPath(owner))).json().pages).toHaveLength(1);
    expect(meta.subscriptions.get(pageId)).toEqual(['messages']);
  });
});
