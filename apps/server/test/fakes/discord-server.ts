import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, runStandalone, sendJson } from './fake-server-kit.js';

/**
 * A fake Discord for the Discord channel, speaking Discord's real protocols to the real clients:
 *
 * - REST under `/api` (with or without `/v10`): `GET /gateway/bot` and `GET /users/@me` with the
 *   bot's `Authorization: Bot <token>` (401 otherwise, as Discord answers), and webhooks by URL:
 *   `GET /webhooks/{id}/{token}` reads one, `POST /webhooks/{id}/{token}[?wait=true]` posts
 *   `{ content }` in its channel (2000 characters at most, as Discord checks).
 * - The gateway over WebSocket at the URL `/gateway/bot` gives, JSON encoding, API v10, no
 *   compression: HELLO (op 10) with the heartbeat interval; IDENTIFY (op 2) with the bot token is
 *   answered by READY and a GUILD_CREATE per server the bot is in; heartbeats (op 1) are acked
 *   (op 11). A session whose connection dropped (any close but a normal one) keeps what was
 *   dispatched meanwhile: RESUME (op 6) with its id and last sequence replays it, then RESUMED.
 *   An unknown session gets an invalid session (op 9), so the client identifies again.
 *   Wrong tokens, versions and encodings close the socket with Discord's close codes.
 *
 * Like Discord, a message's content is empty for a bot without the Message Content intent, and
 * what a webhook posts comes back through the gateway as a MESSAGE_CREATE with `webhook_id`.
 *
 * Tests drive it in-process (`addGuild`, `createWebhook`, `sendMessage`) or over HTTP from another
 * process: `POST /__guilds` {channelIds?}, `POST /__webhooks` {channelId}, `POST /__messages`
 * {channelId, content, authorId?, bot?}, `POST /__drop` (see `dropConnections`); `GET /__calls` lists the REST calls received, and
 * `GET /__gateway` the gateway sessions.
 *
 * Standalone, for e2e: `node --import tsx apps/server/test/fakes/discord-server.ts --port 3198 --token T --application-id A`.
 */
export interface DiscordCall {
  method: string;
  /** The path as called, with its query. */
  path: string;
  authorization?: string;
  body?: unknown;
}

export interface DiscordGatewaySession {
  sessionId: string;
  /** The query of the connection that identified. */
  query: string;
  intents: number;
  heartbeats: number;
  resumes: number;
  /** No connection carries the session now (it may still be resumed, unless it `ended`). */
  closed: boolean;
  /** Closed normally by the client: Discord forgets such a session. */
  ended: boolean;
}

export interface FakeDiscordOptions {
  port?: number;
  /** The platform bot's token (default: a random one, in `fake.token`). */
  token?: string;
  applicationId?: string;
  /** HELLO's heartbeat interval; Discord's is about 41 s. */
  heartbeatIntervalMs?: number;
}

interface Guild {
  id: string;
  name: string;
  channels: Map<string, { id: string; name: string }>;
}
interface Webhook {
  id: string;
  token: string;
  channelId: string;
  guildId: string;
  name: string;
}
interface Session extends DiscordGatewaySession {
  socket: WebSocket;
  seq: number;
  /** Every event dispatched in the session, for a resume to replay. */
  events: { op: 0; t: string; s: number; d: unknown }[];
}

/** Discord's epoch (2015-01-01) for snowflakes. */
const DISCORD_EPOCH = 1_420_070_400_000n;
/** The Message Content intent: without it, guild messages arrive with empty content. */
const MESSAGE_CONTENT_INTENT = 1 << 15;

export type FakeDiscord = Awaited<ReturnType<typeof startFakeDiscord>>;

export async function startFakeDiscord(options: FakeDiscordOptions = {}) {
  const token = options.token ?? `fake.${randomBytes(24).toString('base64url')}`;
  let increment = 0n;
  const snowflake = () => String(((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (increment++ & 0xfffn));
  const applicationId = options.applicationId ?? snowflake();
  const botUser = {
    id: applicationId,
    username: 'Agent Platform',
    global_name: null,
    discriminator: '0',
    avatar: null,
    bot: true,
  };
  const heartbeatInterval = options.heartbeatIntervalMs ?? 41_250;
  const calls: DiscordCall[] = [];
  const guilds = new Map<string, Guild>();
  const webhooks = new Map<string, Webhook>();
  const sessions: Session[] = [];
  /** What webhooks posted, in order. */
  const posted: { webhookId: string; channelId: string; content: string; messageId: string }[] = [];
  let url = '';

  const { server, port } = await startLocalServer((req, res, rawBody) => {
    const reply = (status: number, payload?: unknown) => {
      if (payload === undefined) return void res.writeHead(status).end();
      sendJson(res, status, payload);
    };
    const target = new URL(req.url ?? '/', 'http://fake');
    const body = rawBody ? safeJson(rawBody) : undefined;
    if (target.pathname.startsWith('/__')) return control(req.method ?? 'GET', target.pathname, body, reply);

    calls.push({
      method: req.method ?? 'GET',
      path: `${target.pathname}${target.search}`,
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      ...(body === undefined ? {} : { body }),
    });
    const path = target.pathname.replace(/^\/api(\/v\d+)?/, '');
    const webhookPath = /^\/webhooks\/(\d+)\/([^/]+)$/.exec(path);
    if (webhookPath)
      return webhookCall(req.method ?? 'GET', webhookPath[1] ?? '', webhookPath[2] ?? '', target, body, reply);
    if (req.headers.authorization !== `Bot ${token}`) return reply(401, { message: '401: Unauthorized', code: 0 });
    if (req.method === 'GET' && path === '/gateway/bot') {
      return reply(200, {
        url: `${url.replace(/^http/, 'ws')}/gateway`,
        shards: 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
      });
    }
    if (req.method === 'GET' && path === '/users/@me') return reply(200, botUser);
    return reply(404, { message: '404: Not Found', code: 0 });
  }, options.port);
  url = `http://127.0.0.1:${port}`;

  function webhookCall(
    method: string,
    id: string,
    webhookToken: string,
    target: URL,
    body: unknown,
    reply: (status: number, payload?: unknown) => void,
  ) {
    const webhook = webhooks.get(id);
    if (!webhook) return reply(404, { message: 'Unknown Webhook', code: 10015 });
    if (webhook.token !== webhookToken) return reply(401, { message: 'Invalid Webhook Token', code: 50027 });
    if (method === 'GET') {
      const { id: webhookId, token: secret, channelId, guildId, name } = webhook;
      return reply(200, {
        id: webhookId,
        type: 1,
        guild_id: guildId,
        channel_id: channelId,
        name,
        avatar: null,
        application_id: null,
        token: secret,
      });
    }
    if (method !== 'POST') return reply(405, { message: '405: Method Not Allowed', code: 0 });
    const content =
      typeof (body as { content?: unknown })?.content === 'string' ? (body as { content: string }).content : '';
    if (!content) return reply(400, { message: 'Cannot send an empty message', code: 50006 });
    if (content.length > 2000) {
      return reply(400, {
        message: 'Invalid Form Body',
        code: 50035,
        errors: {
          content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
        },
      });
    }
    const message = messagePayload({
      id: snowflake(),
      channelId: webhook.channelId,
      guildId: webhook.guildId,
      author: {
        id: webhook.id,
        username: webhook.name,
        global_name: null,
        discriminator: '0000',
        avatar: null,
        bot: true,
      },
      content,
      webhookId: webhook.id,
    });
    posted.push({ webhookId: webhook.id, channelId: webhook.channelId, content, messageId: message.id });
    dispatchToAll('MESSAGE_CREATE', message);
    return target.searchParams.get('wait') === 'true' ? reply(200, message) : reply(204);
  }

  // The gateway.
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = new URL(req.url ?? '/', 'http://fake');
    if (target.pathname.replace(/\/$/, '') !== '/gateway') return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => openSession(ws, target.searchParams));
  });

  function openSession(socket: WebSocket, query: URLSearchParams) {
    /** The session this connection carries, once it identified or resumed. */
    let session: Session | undefined;
    let heartbeats = 0;
    const hello = (payload: unknown) => socket.send(JSON.stringify(payload));
    socket.on('close', (code) => {
      if (!session || session.socket !== socket) return;
      session.closed = true;
      session.ended = code === 1000 || code === 1001;
    });
    // What Discord refuses at connect time: other API versions, ETF encoding, compression it cannot fake here.
    if (query.get('v') !== '10') return socket.close(4012, 'Invalid API version');
    if ((query.get('encoding') ?? 'json') !== 'json') return socket.close(4002, 'Error while decoding payload.');
    if (query.has('compress')) return socket.close(4000, 'This fake Discord does not compress.');
    hello({ op: 10, d: { heartbeat_interval: heartbeatInterval }, s: null, t: null });
    socket.on('message', (data, isBinary) => {
      const payload = isBinary ? undefined : (safeJson(data.toString()) as { op?: number; d?: unknown } | undefined);
      if (!payload || typeof payload.op !== 'number') return socket.close(4002, 'Error while decoding payload.');
      switch (payload.op) {
        case 1:
          if (session) session.heartbeats += 1;
          else heartbeats += 1;
          return hello({ op: 11, d: null, s: null, t: null });
        case 2:
          if (session) return socket.close(4005, 'Already authenticated.');
          session = identify(socket, query, heartbeats, payload.d as { token?: string; intents?: number });
          return;
        case 6:
          if (session) return socket.close(4005, 'Already authenticated.');
          session = resume(socket, payload.d as { token?: string; session_id?: string; seq?: number });
          return;
        case 3:
        case 8:
          if (!session) return socket.close(4003, 'Not authenticated.');
          return;
        default:
          return socket.close(4001, 'Unknown opcode.');
      }
    });
  }

  function identify(
    socket: WebSocket,
    query: URLSearchParams,
    heartbeats: number,
    data: { token?: string; intents?: number },
  ): Session | undefined {
    if (data?.token !== token) return void socket.close(4004, 'Authentication failed.');
    if (typeof data.intents !== 'number') return void socket.close(4013, 'Invalid intent(s).');
    const session: Session = {
      sessionId: randomBytes(16).toString('hex'),
      query: query.toString(),
      intents: data.intents,
      heartbeats,
      resumes: 0,
      closed: false,
      ended: false,
      socket,
      seq: 0,
      events: [],
    };
    sessions.push(session);
    dispatch(session, 'READY', {
      v: 10,
      user_settings: {},
      user: botUser,
      guilds: [...guilds.values()].map((guild) => ({ id: guild.id, unavailable: true })),
      session_id: session.sessionId,
      resume_gateway_url: `${url.replace(/^http/, 'ws')}/gateway`,
      shard: [0, 1],
      application: { id: applicationId, flags: 0 },
    });
    for (const guild of guilds.values()) dispatch(session, 'GUILD_CREATE', guildPayload(guild));
    return session;
  }

  function resume(socket: WebSocket, data: { token?: string; session_id?: string; seq?: number }): Session | undefined {
    if (data?.token !== token) return void socket.close(4004, 'Authentication failed.');
    const session = sessions.find((one) => one.sessionId === data.session_id && !one.ended);
    if (!session) return void socket.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
    if (!session.closed) session.socket.close(4009, 'Session timed out.');
    session.socket = socket;
    session.closed = false;
    session.resumes += 1;
    for (const event of session.events.filter((one) => one.s > (data.seq ?? 0))) send(session, event);
    dispatch(session, 'RESUMED', {});
    return session;
  }

  const send = (session: Session, payload: unknown) => {
    if (session.socket.readyState === session.socket.OPEN) session.socket.send(JSON.stringify(payload));
  };
  const dispatch = (session: Session, event: string, data: unknown) => {
    session.seq += 1;
    const payload = { op: 0 as const, t: event, s: session.seq, d: data };
    session.events.push(payload);
    send(session, payload);
  };
  /** Dispatches an event in every session the gateway keeps (a dropped one gets it on resume); returns how many. */
  const dispatchToAll = (event: string, data: unknown | ((session: Session) => unknown)) => {
    const live = sessions.filter((session) => !session.ended);
    for (const session of live) dispatch(session, event, typeof data === 'function' ? data(session) : data);
    return live.length;
  };

  function guildPayload(guild: Guild) {
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      owner_id: '80351110224678912',
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: [
        {
          id: guild.id,
          name: '@everyone',
          color: 0,
          hoist: false,
          icon: null,
          unicode_emoji: null,
          position: 0,
          permissions: '1071698660929',
          managed: false,
          mentionable: false,
          flags: 0,
        },
      ],
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      vanity_url_code: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      premium_progress_bar_enabled: false,
      preferred_locale: 'en-US',
      nsfw_level: 0,
      max_members: 500_000,
      joined_at: new Date().toISOString(),
      large: false,
      unavailable: false,
      member_count: 2,
      voice_states: [],
      members: [],
      presences: [],
      threads: [],
      stage_instances: [],
      guild_scheduled_events: [],
      channels: [...guild.channels.values()].map((channel, position) => ({
        id: channel.id,
        type: 0,
        guild_id: guild.id,
        name: channel.name,
        position,
        permission_overwrites: [],
        parent_id: null,
        nsfw: false,
        topic: null,
        last_message_id: null,
        rate_limit_per_user: 0,
        flags: 0,
      })),
    };
  }

  function messagePayload(message: {
    id: string;
    channelId: string;
    guildId: string;
    author: Record<string, unknown> & { id: string };
    content: string;
    webhookId?: string;
  }) {
    return {
      id: message.id,
      type: 0,
      channel_id: message.channelId,
      guild_id: message.guildId,
      author: message.author,
      ...(message.webhookId
        ? { webhook_id: message.webhookId }
        : { member: { roles: [], joined_at: new Date().toISOString(), deaf: false, mute: false, flags: 0 } }),
      content: message.content,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      flags: 0,
    };
  }

  /** The bot is added to a new server with these text channels: the gateway says so at once. */
  function addGuild(channelCount = 1) {
    const guild: Guild = { id: snowflake(), name: `Server ${guilds.size + 1}`, channels: new Map() };
    for (let index = 0; index < channelCount; index++) {
      const id = snowflake();
      guild.channels.set(id, { id, name: `general-${index + 1}` });
    }
    guilds.set(guild.id, guild);
    dispatchToAll('GUILD_CREATE', guildPayload(guild));
    return { guildId: guild.id, channelIds: [...guild.channels.keys()] };
  }

  const guildOf = (channelId: string) => [...guilds.values()].find((guild) => guild.channels.has(channelId));

  /** A webhook in a channel of a server the bot is in, as "Copy Webhook URL" gives it. */
  function createWebhook(channelId: string) {
    const guild = guildOf(channelId);
    if (!guild) throw new Error(`no server has channel ${channelId}`);
    const webhook: Webhook = {
      id: snowflake(),
      token: randomBytes(51).toString('base64url'),
      channelId,
      guildId: guild.id,
      name: 'Captain Hook',
    };
    webhooks.set(webhook.id, webhook);
    return { id: webhook.id, token: webhook.token, url: `${url}/api/webhooks/${webhook.id}/${webhook.token}` };
  }

  /** Someone writes in a channel: every connected bot gets the MESSAGE_CREATE. */
  function sendMessage(message: { channelId: string; content: string; authorId?: string; bot?: boolean; id?: string }) {
    const guild = guildOf(message.channelId);
    if (!guild) throw new Error(`no server has channel ${message.channelId}`);
    const authorId = message.authorId ?? snowflake();
    const id = message.id ?? snowflake();
    const author = {
      id: authorId,
      username: `user${authorId.slice(-4)}`,
      global_name: null,
      discriminator: '0',
      avatar: null,
      ...(message.bot ? { bot: true } : {}),
    };
    const delivered = dispatchToAll('MESSAGE_CREATE', (session: Session) =>
      messagePayload({
        id,
        channelId: message.channelId,
        guildId: guild.id,
        author,
        content: (session.intents ?? 0) & MESSAGE_CONTENT_INTENT ? message.content : '',
      }),
    );
    return { id, delivered };
  }

  /** The network drops every gateway connection (close 1006): the clients come back and resume. */
  function dropConnections() {
    for (const session of sessions) if (!session.closed) session.socket.terminate();
  }

  const gatewaySessions = (): DiscordGatewaySession[] =>
    sessions.map(({ sessionId, query, intents, heartbeats, resumes, closed, ended }) => ({
      sessionId,
      query,
      intents,
      heartbeats,
      resumes,
      closed,
      ended,
    }));

  function control(method: string, path: string, body: unknown, reply: (status: number, payload?: unknown) => void) {
    const input = (body ?? {}) as Record<string, unknown>;
    try {
      if (method === 'GET' && path === '/__calls') return reply(200, calls);
      if (method === 'GET' && path === '/__gateway') return reply(200, gatewaySessions());
      if (method === 'GET' && path === '/__posted') return reply(200, posted);
      if (method === 'POST' && path === '/__drop') return reply(200, dropConnections());
      if (method === 'POST' && path === '/__guilds') return reply(200, addGuild(Number(input.channelCount ?? 1)));
      if (method === 'POST' && path === '/__webhooks') return reply(200, createWebhook(String(input.channelId)));
      if (method === 'POST' && path === '/__messages') {
        return reply(
          200,
          sendMessage({
            channelId: String(input.channelId),
            content: String(input.content ?? ''),
            ...(typeof input.authorId === 'string' ? { authorId: input.authorId } : {}),
            ...(input.bot === true ? { bot: true } : {}),
          }),
        );
      }
      return reply(404, { message: 'no such control endpoint' });
    } catch (error) {
      return reply(400, { message: (error as Error).message });
    }
  }

  return {
    url,
    /** What DISCORD_API_URL is set to. */
    apiUrl: `${url}/api`,
    /** For EGRESS_ALLOW: webhooks are called through the egress guard. */
    hostPort: `127.0.0.1:${port}`,
    port,
    token,
    applicationId,
    calls,
    posted,
    sessions: gatewaySessions,
    addGuild,
    createWebhook,
    sendMessage,
    dropConnections,
    async close() {
      for (const session of sessions) session.socket.terminate();
      wss.close();
      server.closeAllConnections();
      await closeServer(server);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

await runStandalone(import.meta.url, async () => {
  const token = cliArg('--token');
  const applicationId = cliArg('--application-id');
  const fake = await startFakeDiscord({
    port: Number(cliArg('--port') ?? 3198),
    ...(token ? { token } : {}),
    ...(applicationId ? { applicationId } : {}),
  });
  console.log(`fake Discord on ${fake.url}`);
});
