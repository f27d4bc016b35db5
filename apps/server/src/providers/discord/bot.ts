import {
  Client,
  Events,
  GatewayIntentBits,
  type Message,
  OAuth2Scopes,
  Options,
  PermissionFlagsBits,
  PermissionsBitField,
} from 'discord.js';

/**
 * The platform's Discord bot, through discord.js: it logs in to the gateway with the bot token
 * (REST and the gateway address from `apiUrl`: the real API, or a fake in tests) and hands over
 * every message it sees, as plain data. It never posts: replies go through channels' webhooks.
 */
export interface DiscordMessage {
  id: string;
  channelId: string;
  /** Null for a direct message to the bot. */
  guildId: string | null;
  authorId: string;
  authorName: string;
  content: string;
  /** Written by a bot or posted by a webhook (the agent's own replies come back this way). */
  fromBot: boolean;
}

export interface DiscordBot {
  /** Logs in; resolves once the gateway accepted the bot, rejects when it could not. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface DiscordBotOptions {
  apiUrl: string;
  token: string;
  onMessage(message: DiscordMessage): void;
  onError(error: unknown): void;
}

/** Reading messages needs the Message Content intent (privileged: turned on in Discord's developer portal). */
const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent];

/** What the bot needs in a channel: to see it and read what is written there. It posts nothing itself. */
export const DISCORD_BOT_PERMISSIONS = new PermissionsBitField([
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.ReadMessageHistory,
]);

/** The link that adds the platform bot to a server (the person needs Manage Server there). */
export function discordInviteUrl(applicationId: string): string {
  const url = new URL('https://discord.com/oauth2/authorize');
  url.searchParams.set('client_id', applicationId);
  url.searchParams.set('scope', OAuth2Scopes.Bot);
  url.searchParams.set('permissions', DISCORD_BOT_PERMISSIONS.bitfield.toString());
  return url.toString();
}

export function createDiscordBot(options: DiscordBotOptions): DiscordBot {
  const client = new Client({
    intents: INTENTS,
    rest: { api: options.apiUrl },
    // Messages are handed over as they come and never read back: keeping them costs memory only.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
  });
  client.on(Events.MessageCreate, (message) => options.onMessage(plainMessage(message)));
  client.on(Events.Error, (error) => options.onError(error));
  client.on(Events.ShardError, (error) => options.onError(error));
  return {
    async start() {
      await client.login(options.token);
    },
    async stop() {
      await client.destroy();
    },
  };
}

function plainMessage(message: Message): DiscordMessage {
  return {
    id: message.id,
    channelId: message.channelId,
    guildId: message.guildId,
    authorId: message.author.id,
    authorName: message.author.username,
    content: message.content,
    fromBot: message.author.bot || message.webhookId !== null,
  };
}
