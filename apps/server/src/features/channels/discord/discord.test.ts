import { DISCORD_FIELDS_REQUIRED, DISCORD_WEBHOOK_ORIGINS, DISCORD_WEBHOOK_URL_INVALID } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../../test/app.js';
import { useChatTestbed } from '../../../../test/chat-client.js';
import { type FakeDiscord, startFakeDiscord } from '../../../../test/fakes/discord-server.js';
import { startLocalServer } from '../../../../test/local-http-server.js';
import { discordChannels, webhookInbox } from '../../../platform/db/schema/index.js';
import { EgressError } from '../../../platform/egress/egress.js';
import { DISCORD_BOT_PERMISSIONS } from '../../../providers/discord/bot.js';
import { executeDiscordWebhook } from '../../../providers/discord/webhook.js';
import { DISCORD_UNREACHABLE, DISCORD_WEBHOOK_OTHER_CHANNEL, DISCORD_WEBHOOK_UNKNOWN } from './save-discord-channel.js';

let discord: FakeDiscord;
beforeAll(async () => {
  // Heartbeats every half second, so that the acknowledgements are exercised while the tests run.
  discord = await startFakeDiscord({ heartbeatIntervalMs: 500 });
});
afterAll(() => discord.close());
const discordEnv = () => ({
  DISCORD_API_URL: discord.apiUrl,
  DISCORD_BOT_TOKEN: discord.token,
  DISCORD_APPLICATION_ID: discord.applicationId,
  EGRESS_ALLOW: discord.hostPort,
});
// Jobs are asked for every half second, so answers come within the test.
const { bed, ownerWithAgent, replyCharges } = useChatTestbed(discordEnv);

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
const discordPath = (owner: Owner) => `/api/na/v2/agents/${owner.agentId}/channels/discord`;
const save = (owner: Owner, body: unknown) => owner.client.put(discordPath(owner), body);
const discordCard = async (owner: Owner) =>
  (await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`))
    .json()
    .channels.find((card: { key: string }) => card.key === 'discord');

/** A server the bot is in, with a channel and a webhook in it, saved as the agent's Discord channel. */
async function connected(owner: Owner) {
  const { guildId, channelIds } = discord.addGuild();
  const channelId = channelIds[0] ?? '';
  const webhook = discord.createWebhook(channelId);
  expect((await save(owner, { channelId, webhookUrl: webhook.url })).statusCode).toBe(200);
  return { guildId, channelId, webhook };
}

/** Waits until the bot of the running server has identified on the fake gateway. */
async function botOnline() {
  for (let tries = 0; !discord.sessions().some((session) => !session.closed); tries++) {
    if (tries > 300) throw new Error('the bot never connected to the gateway');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the agent posted in a channel through its webhook, once `count` messages are there. */
async function postedIn(channelId: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const posted = discord.posted.filter((message) => message.channelId === channelId);
    if (posted.length >= count) return posted.map((message) => message.content);
    if (Date.now() > deadline) throw new Error(`only ${posted.length} of ${count} messages reached ${channelId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const inboxOf = (owner: Owner) =>
  bed.app.regions.db('na').select().from(webhookInbox).where(eq(webhookInbox.agentId, owner.agentId));
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('the Discord channel', () => {
  it('saves a channel whose webhook posts there, shows Active, keeps the token sealed, and removes it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const empty = (await owner.client.get(discordPath(owner))).json();
    expect(empty).toMatchObject({ channel: null, botAvailable: true });
    const invite = new URL(empty.inviteUrl);
    expect(`${invite.origin}${invite.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(invite.searchParams)).toEqual({
      client_id: discord.applicationId,
      scope: 'bot',
      permissions: DISCORD_BOT_PERMISSIONS.bitfield.toString(),
    });
    expect(empty.webhookOrigins).toEqual([...DISCORD_WEBHOOK_ORIGINS, discord.url]);
    expect(await discordCard(owner)).toMatchObject({ label: 'Discord', active: false });

    const { guildId, channelIds } = discord.addGuild();
    const channelId = channelIds[0] ?? '';
    const webhook = discord.createWebhook(channelId);
    const from = discord.calls.length;
    const saved = await save(owner, { channelId: ` ${channelId} `, webhookUrl: webhook.url });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().channel).toEqual({
      ID: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
      channelId,
      guildId,
      webhookUrl: `${discord.url}/api/webhooks/${webhook.id}/••••••`,
    });
    // Discord was asked whether the webhook posts in that channel, and nothing else.
    expect(discord.calls.slice(from).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/webhooks/${webhook.id}/${webhook.token}`,
    ]);

    expect(await discordCard(owner)).toMatchObject({ active: true });
    for (const path of [discordPath(owner), `/api/na/v2/agents/${owner.agentId}/channels`]) {
      expect((await owner.client.get(path)).body).not.toContain(webhook.token);
    }
    const [stored] = await bed.app.regions
      .db('na')
      .select()
      .from(discordChannels)
      .where(eq(discordChannels.agentId, owner.agentId));
    expect(stored?.webhookUrlEncrypted).not.toContain(webhook.token);
    expect(bed.app.secretBox.open(stored?.webhookUrlEncrypted ?? '')).toBe(webhook.url);

    expect((await owner.client.delete(discordPath(owner))).statusCode).toBe(204);
    expect(await discordCard(owner)).toMatchObject({ active: false });
    expect((await owner.client.get(discordPath(owner))).json().channel).toBeNull();
  });

  it("asks for both fields in the spec's words, and for a Discord webhook of that very channel", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { channelIds } = discord.addGuild(2);
    const [channelId = '', otherChannelId = ''] = channelIds;
    const webhook = discord.createWebhook(channelId);
    const from = discord.calls.length;
    const refusal = async (body: unknown, status = 400) => {
      const res = await save(owner, body);
      expect(res.statusCode).toBe(status);
      return res.json().error.message as string;
    };

    expect(await refusal({ channelId: '', webhookUrl: webhook.url })).toBe(DISCORD_FIELDS_REQUIRED);
    expect(await refusal({ channelId, webhookUrl: '  ' })).toBe(DISCORD_FIELDS_REQUIRED);
    expect(await refusal({ channelId })).toBe(DISCORD_FIELDS_REQUIRED);
    for (const webhookUrl of [
      'not a url',
      `https://example.com/api/webhooks/${webhook.id}/${webhook.token}`,
      'http://10.0.0.1/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz',
      `${discord.url}/api/users/@me`,
      `https://user:pass@discord.com/api/webhooks/${webhook.id}/${webhook.token}`,
    ]) {
      expect(await refusal({ channelId, webhookUrl }), webhookUrl).toBe(DISCORD_WEBHOOK_URL_INVALID);
    }
    // Nothing went out for a form the server refused.
    expect(discord.calls.length).toBe(from);

    const unknown = `${discord.url}/api/webhooks/123456789012345678/${webhook.token}`;
    expect(await refusal({ channelId, webhookUrl: unknown }, 422)).toBe(DISCORD_WEBHOOK_UNKNOWN);
    expect(await refusal({ channelId: otherChannelId, webhookUrl: webhook.url }, 422)).toBe(
      DISCORD_WEBHOOK_OTHER_CHANNEL,
    );
    expect((await owner.client.get(discordPath(owner))).json().channel).toBeNull();
    expect(await discordCard(owner)).toMatchObject({ active: false });
  });

  it("another workspace's agent is not found, and its channel stays as it was", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const { channelId } = await connected(owner);
    const stranger = await signUpWithWorkspace(bed.app);
    const { channelIds } = discord.addGuild();
    const theirs = discord.createWebhook(channelIds[0] ?? '');
    expect((await stranger.client.get(discordPath(owner))).statusCode).toBe(404);
    expect(
      (await stranger.client.put(discordPath(owner), { channelId: channelIds[0], webhookUrl: theirs.url })).statusCode,
    ).toBe(404);
    expect((await stranger.client.delete(discordPath(owner))).statusCode).toBe(404);
    expect((await owner.client.get(discordPath(owner))).json().channel).toMatchObject({ channelId });
  });

  it('the bot reads a connected channel from the gateway and the agent answers once through the webhook', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { channelId, webhook } = await connected(owner);
    await botOnline();
    const session = discord.sessions().find((one) => !one.closed);
    expect(session?.query).toBe('v=10&encoding=json');
    // Guilds, GuildMessages and MessageContent.
    expect(session?.intents).toBe((1 << 0) | (1 << 9) | (1 << 15));

    const author = '111111111111111111';
    const sent = discord.sendMessage({ channelId, authorId: author, content: 'Do you open on Sundays?' });
    expect(sent.delivered).toBeGreaterThan(0);
    // The gateway delivers the same message again (a resumed session replays it): it is answered once.
    discord.sendMessage({ channelId, authorId: author, content: 'Do you open on Sundays?', id: sent.id });
    expect(await postedIn(channelId, 1)).toEqual(['Hello from the test model. You said: Do you open on Sundays?']);
    const post = discord.calls.find((call) => call.method === 'POST' && call.path.includes(webhook.id));
    expect(post).toMatchObject({
      path: `/api/webhooks/${webhook.id}/${webhook.token}?wait=true`,
      body: {
        content: 'Hello from the test model. You said: Do you open on Sundays?',
        allowed_mentions: { parse: [] },
      },
    });
    // The reply came back through the gateway as the webhook's message; nothing answers it.
    await settle();
    expect(await postedIn(channelId, 1)).toHaveLength(1);
    expect(await inboxOf(owner)).toHaveLength(1);
    expect(await replyCharges(owner.uid)).toHaveLength(1);

    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json().conversations;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ channel: 'discord' });
    const transcript = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${listed[0].id}`)).json();
    expect(transcript.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Do you open on Sundays?'],
      ['assistant', 'Hello from the test model. You said: Do you open on Sundays?'],
    ]);

    // The same person again is the same conversation; another person has their own.
    discord.sendMessage({ channelId, authorId: author, content: 'And on Monday?' });
    discord.sendMessage({ channelId, authorId: '222222222222222222', content: 'Hi' });
    await postedIn(channelId, 3);
    const conversations = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json();
    expect(conversations.conversations).toHaveLength(2);
  });

  it("passes over other bots' messages and channels that are not connected", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { channelId } = await connected(owner);
    const { channelIds } = discord.addGuild();
    await botOnline();
    discord.sendMessage({ channelId, content: 'I am a bot', bot: true });
    discord.sendMessage({ channelId: channelIds[0] ?? '', content: 'Not for the agent' });
    // A person's message after them is answered: the two before it were seen, and passed over.
    discord.sendMessage({ channelId, content: 'Hello?' });
    expect(await postedIn(channelId, 1)).toEqual(['Hello from the test model. You said: Hello?']);
    await settle();
    expect((await inboxOf(owner)).map((row) => (JSON.parse(row.rawBody) as { content: string }).content)).toEqual([
      'Hello?',
    ]);
    expect(discord.posted.filter((message) => message.channelId === channelIds[0])).toHaveLength(0);
  });

  it('a message sent while the connection dropped arrives when the bot resumes its session', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { channelId } = await connected(owner);
    await botOnline();
    const resumed = discord.sessions().reduce((sum, session) => sum + session.resumes, 0);
    discord.dropConnections();
    discord.sendMessage({ channelId, content: 'Still there?' });
    expect(await postedIn(channelId, 1)).toEqual(['Hello from the test model. You said: Still there?']);
    expect(discord.sessions().reduce((sum, session) => sum + session.resumes, 0)).toBeGreaterThan(resumed);
  });

  it('posts a reply longer than 2000 characters as several messages', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { channelId } = await connected(owner);
    await botOnline();
    const long = Array.from({ length: 1000 }, (_, index) => `w${String(index).padStart(3, '0')}`).join(' ');
    bed.llm.queue({ text: long });
    discord.sendMessage({ channelId, content: 'Tell me everything' });
    const posted = await postedIn(channelId, 3);
    expect(posted.every((piece) => piece.length <= 2000)).toBe(true);
    expect(posted.join(' ')).toBe(long);
  });

  it("a member who takes a Discord conversation over answers in the channel through the agent's webhook", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { channelId } = await connected(owner);
    await botOnline();
    discord.sendMessage({ channelId, content: 'Is anyone there?' });
    await postedIn(channelId, 1);
    const [conversation] = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`)).json()
      .conversations;
    const one = `/api/na/workspaces/${owner.uid}/conversations/${conversation.id}`;
    expect((await owner.client.post(`${one}/take-over`)).statusCode).toBe(200);
    expect((await owner.client.post(`${one}/replies`, { text: 'Yes, Anna here.' })).statusCode).toBe(201);
    expect((await postedIn(channelId, 2))[1]).toBe('Yes, Anna here.');
  });

  it('a removed channel is no longer read', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    const { channelId } = await connected(owner);
    await botOnline();
    expect((await owner.client.delete(discordPath(owner))).statusCode).toBe(204);
    discord.sendMessage({ channelId, content: 'Anyone?' });
    await settle();
    expect(await inboxOf(owner)).toHaveLength(0);
    expect(discord.posted.filter((message) => message.channelId === channelId)).toHaveLength(0);
  });

  it('a webhook URL that points at a private address is refused by the egress guard', async () => {
    const received: string[] = [];
    const inside = await startLocalServer((req, res) => {
      received.push(req.url ?? '');
      res.end('{}');
    });
    try {
      const error = await executeDiscordWebhook(
        bed.app.egress,
        `http://127.0.0.1:${inside.port}/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz`,
        'Hello',
      ).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(EgressError);
      expect((error as EgressError).reason).toBe('blocked');
      expect(received).toEqual([]);
    } finally {
      inside.server.close();
    }
  });
});

describe('the platform bot with the server', () => {
  it('connects when the server starts and leaves the gateway when it closes', async () => {
    // The chat testbed's own server runs a bot too: its session must not be taken for this one's.
    await botOnline();
    const before = new Set(discord.sessions().map((session) => session.sessionId));
    const app = await createTestApp(discordEnv());
    const own = () => discord.sessions().filter((session) => !before.has(session.sessionId));
    try {
      for (let tries = 0; own().length === 0; tries++) {
        if (tries > 300) throw new Error('the bot never connected to the gateway');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await app.close();
    }
    // The gateway hears the close a moment after the bot has let go of it.
    await vi.waitFor(() => expect(own().every((session) => session.closed)).toBe(true));
    // A normal close (1000): the session ends, and nothing waits to be resumed.
    expect(own().every((session) => session.ended)).toBe(true);
  });

  it('says Discord could not be reached, in plain words, when the webhook check never gets an answer', async () => {
    // A port nothing listens on any more: the connection is refused, as when Discord is unreachable.
    const gone = await startLocalServer((_req, res) => res.end('{}'));
    const hostPort = `127.0.0.1:${gone.port}`;
    await new Promise((resolve) => gone.server.close(resolve));
    const { DISCORD_BOT_TOKEN: _token, ...env } = discordEnv();
    const app = await createTestApp({ ...env, DISCORD_API_URL: `http://${hostPort}/api`, EGRESS_ALLOW: hostPort });
    try {
      const owner = await signUpWithWorkspace(app);
      const agentId = (
        await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Helper' })
      ).json().agentCreated.ID;
      const webhookUrl = `http://${hostPort}/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz`;
      const refused = await owner.client.put(`/api/na/v2/agents/${agentId}/channels/discord`, {
        channelId: '123456789012345678',
        webhookUrl,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(DISCORD_UNREACHABLE);
    } finally {
      await app.close();
    }
  });

  it('without a bot token, no bot runs, and a channel still saves', async () => {
    const before = discord.sessions().length;
    const { DISCORD_BOT_TOKEN: _token, ...withoutToken } = discordEnv();
    const app = await createTestApp(withoutToken);
    try {
      const owner = await signUpWithWorkspace(app);
      const agentId = (
        await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Helper' })
      ).json().agentCreated.ID;
      const path = `/api/na/v2/agents/${agentId}/channels/discord`;
      expect((await owner.client.get(path)).json()).toMatchObject({ botAvailable: false, inviteUrl: null });
      const { channelIds } = discord.addGuild();
      const webhook = discord.createWebhook(channelIds[0] ?? '');
      const saved = await owner.client.put(path, { channelId: channelIds[0], webhookUrl: webhook.url });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ botAvailable: false, channel: { channelId: channelIds[0] } });
    } finally {
      await app.close();
    }
    expect(discord.sessions().length).toBe(before);
  });
});
