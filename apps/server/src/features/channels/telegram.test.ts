import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithWorkspace } from '../../../test/app.js';
import { useChatTestbed } from '../../../test/chat-client.js';
import { type FakeTelegram, startFakeTelegram } from '../../../test/fakes/telegram-server.js';
import { messages, telegramBots, webhookInbox, workspaces } from '../../platform/db/schema/index.js';
import { botIdOf } from '../../providers/telegram/bot-api.js';

let telegram: FakeTelegram;
beforeAll(async () => {
  telegram = await startFakeTelegram({ allowHttpWebhooks: true });
});
afterAll(() => telegram.close());
// Jobs are asked for every half second, so answers come within the test.
const { bed, ownerWithAgent, replyCharges } = useChatTestbed(() => ({
  TELEGRAM_API_URL: telegram.url,
}));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
let tokens = 0;
/** A token of a bot of its own for each test, so that their calls are told apart. */
const newToken = () => `70${String(++tokens).padStart(8, '0')}:AAH-test_token_for_the_fake_${tokens}`;
const channelsPath = (owner: Owner) => `/api/na/v2/agents/${owner.agentId}/channels`;
const connect = (owner: Owner, botToken: string) => owner.client.put(`${channelsPath(owner)}/telegram`, { botToken });

/** Connects a bot and returns what Telegram was given: the webhook and its secret. */
async function connected(owner: Owner) {
  const token = newToken();
  expect((await connect(owner, token)).statusCode).toBe(200);
  const webhook = telegram.webhooks.get(token);
  if (!webhook?.secret_token) throw new Error('no webhook was set');
  return { token, webhook: { url: webhook.url, secret: webhook.secret_token } };
}

let updates = 0;
const textUpdate = (chatId: number, text: string, updateId = ++updates) => ({
  update_id: updateId,
  message: { message_id: updateId, date: 0, chat: { id: chatId, type: 'private' }, from: { id: chatId }, text },
});
const deliver = (owner: Owner, secret: string | undefined, update: unknown) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/v2/agents/${owner.agentId}/telegram-webhook`,
    headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: update as object,
  });

/** What the bot sent to a chat, once `count` messages have gone there. */
async function sentTo(token: string, chatId: number, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const sent = telegram.calls.filter(
      (call) => call.token === token && call.method === 'sendMessage' && call.params.chat_id === chatId,
    );
    if (sent.length >= count) return sent.map((call) => String(call.params.text));
    if (Date.now() > deadline) throw new Error(`only ${sent.length} of ${count} messages reached chat ${chatId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const inboxOf = (owner: Owner) =>
  bed.app.regions.db('na').select().from(webhookInbox).where(eq(webhookInbox.agentId, owner.agentId));

describe('the Telegram channel', () => {
  it('connects as the spec orders the calls, shows Active, and keeps the token out of every answer', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const before = (await owner.client.get(channelsPath(owner))).json();
    expect(before.channels.find((card: { key: string }) => card.key === 'telegram')).toMatchObject({ active: false });

    const token = newToken();
    const from = telegram.calls.length;
    const res = await connect(owner, token);
    expect(res.statusCode).toBe(200);
    const webhookUrl = `${bed.app.config.publicUrl}/api/na/v2/agents/${owner.agentId}/telegram-webhook`;
    expect(res.json()).toEqual({ botId: botIdOf(token), webhookUrl });
    const calls = telegram.calls.slice(from);
    expect(calls.map((call) => call.method)).toEqual(['deleteWebhook', 'setWebhook', 'getWebhookInfo']);
    expect(calls.every((call) => call.token === token)).toBe(true);
    expect(calls[1]?.params).toMatchObject({ url: webhookUrl, secret_token: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const after = await owner.client.get(channelsPath(owner));
    expect(after.json().channels.find((card: { key: string }) => card.key === 'telegram')).toMatchObject({
      label: 'Telegram',
      active: true,
    });
    expect(after.body).not.toContain(token.split(':')[1]);
    const [stored] = await bed.app.regions
      .db('na')
      .select()
      .from(telegramBots)
      .where(eq(telegramBots.botId, botIdOf(token)));
    expect(stored?.botTokenEncrypted).not.toContain(token.split(':')[1]);
    expect(stored?.webhookSecretHash).not.toBe(calls[1]?.params.secret_token);
  });

  it("shows Telegram's refusal in the spec's words, and asks for a valid token before calling it", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const refused = await connect(owner, '7000000001:refused_token_for_the_fake_1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Failed to set webhook: Unauthorized');

    const from = telegram.calls.length;
    const malformed = await connect(owner, 'not-a-token');
    expect(malformed.statusCode).toBe(400);
    // The sentence is shown as it is; the input it is about comes beside it.
    expect(malformed.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please provide a valid token.',
      field: 'botToken',
    });
    expect(telegram.calls.length).toBe(from);
    const channels = (await owner.client.get(channelsPath(owner))).json();
    expect(channels.telegram).toBeNull();
  });

  it("is refused in the spec's words when the workspace's plan leaves Telegram out, before Telegram is called", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const [workspace] = await bed.app.regions
      .db('na')
      .select({ limits: workspaces.limits })
      .from(workspaces)
      .where(eq(workspaces.uid, owner.uid));
    await bed.app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: { ...workspace!.limits, channels: ['whatsapp'] } })
      .where(eq(workspaces.uid, owner.uid));
    const token = newToken();
    const res = await connect(owner, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Your current subscription plan does not include access to Telegram. Please upgrade to access this channel.',
    );
    expect(telegram.calls.filter((call) => call.token === token)).toEqual([]);
  });

  it('answers a signed update once, however often it is delivered, and the chat shows in Chats', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { token, webhook } = await connected(owner);
    const update = textUpdate(5001, 'Do you open on Sundays?');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await deliver(owner, webhook.secret, update)).statusCode).toBe(200);
    }
    expect(await sentTo(token, 5001, 1)).toEqual(['Hello from the test model. You said: Do you open on Sundays?']);
    // Give duplicate jobs, had there been any, the time to answer too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sentTo(token, 5001, 1)).toHaveLength(1);
    expect(await replyCharges(owner.uid)).toHaveLength(1);
    expect(await inboxOf(owner)).toHaveLength(1);

    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json().conversations;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ channel: 'telegram' });
    const transcript = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${listed[0].id}`)).json();
    expect(transcript.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Do you open on Sundays?'],
      ['assistant', 'Hello from the test model. You said: Do you open on Sundays?'],
    ]);

    // The same person again is the same conversation; another person has their own.
    await deliver(owner, webhook.secret, textUpdate(5001, 'And on Monday?'));
    await deliver(owner, webhook.secret, textUpdate(5002, 'Hi'));
    await sentTo(token, 5001, 2);
    await sentTo(token, 5002, 1);
    expect((await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json().conversations).toHaveLength(
      2,
    );
  });

  it('refuses an update without its bot’s secret with 403, and keeps nothing', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { webhook } = await connected(owner);
    const other = await ownerWithAgent({ withModel: false });
    const { webhook: otherWebhook } = await connected(other);
    expect((await deliver(owner, undefined, textUpdate(6001, 'Hi'))).statusCode).toBe(403);
    expect((await deliver(owner, 'wrong-secret', textUpdate(6001, 'Hi'))).statusCode).toBe(403);
    // Another agent's bot's secret opens only that agent.
    expect((await deliver(owner, otherWebhook.secret, textUpdate(6001, 'Hi'))).statusCode).toBe(403);
    expect(await inboxOf(owner)).toHaveLength(0);
    // An update with nothing to answer is taken and dropped.
    expect((await deliver(owner, webhook.secret, { update_id: ++updates, edited_message: {} })).statusCode).toBe(200);
    expect(await inboxOf(owner)).toHaveLength(0);
  });

  it('sends a reply longer than 4096 characters as two messages', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { token, webhook } = await connected(owner);
    const long = Array.from({ length: 1000 }, (_, index) => `w${String(index).padStart(3, '0')}`).join(' ');
    bed.llm.queue({ text: long });
    await deliver(owner, webhook.secret, textUpdate(7001, 'Tell me everything'));
    const sent = await sentTo(token, 7001, 2);
    expect(sent.every((piece) => piece.length <= 4096)).toBe(true);
    expect(sent.join(' ')).toBe(long);
  });

  it('with Smart Initialization off, a new conversation first gets the launch message, for free', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: false, vg_initMessages: ['Welcome!', 'How can I help?'] });
    const { token, webhook } = await connected(owner);
    await deliver(owner, webhook.secret, textUpdate(8001, 'What do you sell?'));
    expect(await sentTo(token, 8001, 1)).toEqual(['Welcome!\n\nHow can I help?']);
    expect(await replyCharges(owner.uid)).toHaveLength(0);
    await deliver(owner, webhook.secret, textUpdate(8001, 'What do you sell?'));
    expect((await sentTo(token, 8001, 2))[1]).toBe('Hello from the test model. You said: What do you sell?');
    const stored = await bed.app.regions.db('na').select({ responder: messages.responder }).from(messages);
    expect(stored.some((message) => message.responder === 'launch')).toBe(true);
  });

  it('a member who takes a Telegram chat over answers there, and the AI stays quiet', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { token, webhook } = await connected(owner);
    await deliver(owner, webhook.secret, textUpdate(9001, 'Is anyone there?'));
    await sentTo(token, 9001, 1);
    const [conversation] = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json()
      .conversations;
    const one = `/api/na/workspaces/${owner.uid}/conversations/${conversation.id}`;
    expect((await owner.client.post(`${one}/take-over`)).statusCode).toBe(200);
    expect((await owner.client.post(`${one}/replies`, { text: 'Yes, Anna here. How can I help?' })).statusCode).toBe(
      201,
    );
    expect((await sentTo(token, 9001, 2))[1]).toBe('Yes, Anna here. How can I help?');

    await deliver(owner, webhook.secret, textUpdate(9001, 'My order is late'));
    const transcript = async () =>
      (await owner.client.get(one)).json().messages.map((m: { content: string }) => m.content) as string[];
    for (let tries = 0; !(await transcript()).includes('My order is late'); tries++) {
      if (tries > 100) throw new Error('the message never reached the transcript');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await replyCharges(owner.uid)).toHaveLength(1);
    expect(await sentTo(token, 9001, 2)).toHaveLength(2);
  });

  it('disconnecting deletes the webhook and forgets the bot; another workspace cannot see or change it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { token } = await connected(owner);
    const stranger = await signUpWithWorkspace(bed.app);
    expect((await stranger.client.get(channelsPath(owner))).statusCode).toBe(404);
    expect((await stranger.client.put(`${channelsPath(owner)}/telegram`, { botToken: newToken() })).statusCode).toBe(
      404,
    );
    expect((await stranger.client.delete(`${channelsPath(owner)}/telegram`)).statusCode).toBe(404);

    expect((await owner.client.delete(`${channelsPath(owner)}/telegram`)).statusCode).toBe(204);
    expect(telegram.calls.at(-1)).toMatchObject({ token, method: 'deleteWebhook' });
    expect((await owner.client.get(channelsPath(owner))).json().telegram).toBeNull();
  });
});
