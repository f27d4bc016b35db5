import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting has an embedded default so that
 * `npm start` runs with no keys and no outside services.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Unset: this machine only (127.0.0.1), or every interface (0.0.0.0) in production. */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('data'),
  /** `memory` keeps the embedded databases in memory (tests, benchmarks). */
  EMBEDDED_DB: z.enum(['file', 'memory']).default('file'),
  DATABASE_URL_NA: z.string().optional(),
  DATABASE_URL_EU: z.string().optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'ENCRYPTION_KEY must be 32 bytes in base64')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Agent Platform <no-reply@localhost>'),
  /** Where the Support page's messages go: the people who run this platform. */
  SUPPORT_EMAIL: z
    .string()
    .regex(/^[^\s@<>,]+@[^\s@<>,]+$/, 'SUPPORT_EMAIL must be one email address')
    .default('support@localhost'),
  /**
   * The `include:` of the SPF record agencies publish for their email domain: a domain whose SPF
   * names the servers our mail leaves from. Unset: SMTP_URL's host, else PUBLIC_URL's.
   */
  MAIL_SPF_INCLUDE: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'MAIL_SPF_INCLUDE must be a domain name such as spf.example.com')
    .optional(),
  /**
   * Which proxies' `X-Forwarded-*` headers to believe: `false`, a number of proxy hops in front
   * of the server, or comma-separated addresses and CIDR ranges of the proxies. `true` is one hop.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx) => {
      const trusted = trustedProxiesOf(text);
      if (trusted !== undefined) return trusted;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be false, a number of proxy hops, or comma-separated proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    }),
  /** Connections each process may open to each region's database for its queries (the job queue has its own 3). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(1000).default(10),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How often an idle job worker asks its queue for work (pg-boss accepts 0.5 and up). Unset: 2 s
   * on PostgreSQL, 30 s on the embedded database, where every job is announced in-process.
   */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).optional(),
  /**
   * Seconds between the attempts to deliver an event to a workspace's endpoint: one entry per
   * retry, so "60,600" tries three times. After the last, the workspace's members are emailed.
   */
  EVENT_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'EVENT_RETRY_SECONDS must be comma-separated whole seconds')
    .default('60,600'),
  /** Lets a Prometheus server elsewhere scrape /metrics with this bearer token; unset: only from this machine. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * Answers one workspace may have calling a model at once in this process; its next ones wait
   * in line (at most WORKSPACE_ANSWERS_WAITING, then refused), so one tenant's burst never holds
   * up another's chats.
   */
  WORKSPACE_ANSWERS_AT_ONCE: z.coerce.number().int().min(1).default(8),
  WORKSPACE_ANSWERS_WAITING: z.coerce.number().int().min(0).default(100),
  /** Website crawls one workspace may run at once in this process; the others wait their turn in the queue. */
  WORKSPACE_CRAWLS_AT_ONCE: z.coerce.number().int().min(1).default(1),
  /** Calls per minute one client address may make to each public (widget) route. */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Comma-separated exact `host:port` entries outbound calls may reach although they are not public. */
  EGRESS_ALLOW: z.string().default(''),
  /**
   * Comma-separated `ip` or `ip:port` DNS servers that domain checks (agency domains, email
   * domains) ask; unset: the machine's own resolvers.
   */
  DNS_SERVERS: z.string().default(''),
  /** A folder of the operator's own legal pages (`tos.md`, `gdpr.md`...); unset: the texts shipped in apps/server/legal. */
  LEGAL_PAGES_DIR: z.string().default(''),
  /** Agencies' subdomains are `{name}.AGENCY_ROOT_DOMAIN`; `localhost` makes `acme.localhost` work locally. */
  AGENCY_ROOT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'AGENCY_ROOT_DOMAIN must be a domain name')
    .default('localhost'),
  /** The address an agency's apex domain points at with an A record; unset: PUBLIC_URL's host if an IPv4 address, else 127.0.0.1. */
  AGENCY_DOMAIN_A_ADDRESS: z.ipv4().optional(),
  /** The name an agency's custom domain points at with a CNAME; unset: PUBLIC_URL's host. */
  AGENCY_DOMAIN_CNAME_TARGET: z.string().min(1).optional(),
  /** How the live check asks an agency domain: over HTTPS in production; tests ask a local HTTP server. */
  AGENCY_DOMAIN_CHECK_SCHEME: z.enum(['https', 'http']).default('https'),
  /** The port the live check asks an agency domain on; unset: the scheme's own. */
  AGENCY_DOMAIN_CHECK_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Where agencies' HTML custom tabs are served: an origin of their own, so a tab's script never
   * shares the dashboard's cookies or storage. Unset: `tabs.` before PUBLIC_URL's host (it needs
   * its own DNS and proxy entry; locally `tabs.localhost` needs none).
   */
  CUSTOM_TAB_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** The server-wide language model, used when a workspace has saved none of its own. */
  LLM_PROVIDER: z.enum(['openai', 'openai-compatible']).optional(),
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /**
   * The embedding model knowledge chunks and questions are embedded with, for hybrid retrieval.
   * Unset: retrieval is full-text alone. Its connection is EMBEDDING_PROVIDER / EMBEDDING_BASE_URL /
   * EMBEDDING_API_KEY when given, else the LLM_* one.
   */
  EMBEDDING_MODEL: z.string().min(1).max(128).optional(),
  EMBEDDING_PROVIDER: z.enum(['openai', 'openai-compatible']).optional(),
  EMBEDDING_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMBEDDING_API_KEY: z.string().min(1).optional(),
  /** The Telegram Bot API the Telegram channel calls (tests point it at a fake). */
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  /** Meta's Graph API, version v18.0 as the spec calls it (WhatsApp, Instagram, Messenger; tests point it at a fake). */
  META_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v18.0'),
  /** The Graph API the Instagram and Messenger page channels call; unset: META_GRAPH_URL (tests may point it elsewhere). */
  META_PAGES_GRAPH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The platform's Meta app: its id for 'Continue With Meta', its secret for the code exchange and X-Hub-Signature-256. */
  META_APP_ID: z.string().min(1).optional(),
  META_APP_SECRET: z.string().min(1).optional(),
  /** What Meta must send as hub.verify_token when it checks the platform's app webhook. */
  META_WEBHOOK_VERIFY_TOKEN: z.string().min(1).optional(),
  /** Discord's REST API; the platform bot's token and application id (for its invite link). */
  DISCORD_API_URL: z.url({ protocol: /^https?$/ }).default('https://discord.com/api'),
  DISCORD_BOT_TOKEN: z.string().min(1).optional(),
  DISCORD_APPLICATION_ID: z.string().min(1).optional(),
  /** Twilio's REST API (phone numbers and calls; tests point it at a fake). */
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  /**
   * Phone number slots every workspace has on top of its plan's, for deployments whose workspaces
   * bring their own Twilio accounts. Default 0: the plans' slots alone (free plan: none).
   */
  TWILIO_INCLUDED_NUMBER_SLOTS: z.coerce.number().int().min(0).max(1000).default(0),
  /** Deepgram's API and a server-wide key, for streamed speech in web calls. Unset: the browser's own speech. */
  DEEPGRAM_API_URL: z.url({ protocol: /^(https?|wss?)$/ }).default('https://api.deepgram.com'),
  DEEPGRAM_API_KEY: z.string().min(1).optional(),
  /** Where agency fonts' stylesheets and files come from; our server serves them, so visitors' browsers never call it. */
  FONTS_API_URL: z.url({ protocol: /^https?$/ }).default('https://fonts.googleapis.com'),
  FONTS_FILES_URL: z.url({ protocol: /^https?$/ }).default('https://fonts.gstatic.com'),
  /** Stripe's secret key; unset: payments run in the embedded sandbox ('Test mode'), which follows Stripe's test cards. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key')
    .optional(),
  /** The key the browser's card form (Stripe Elements) uses; required with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a pk_ key')
    .optional(),
  /** The signing secret of our Stripe webhook endpoint (Stripe-Signature); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a whsec_ secret')
    .optional(),
  /** Stripe's API (tests point it at a fake). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  /** Which Stripe price each of the product's price keys is, as JSON: {"payg_monthly":"price_123",...}. */
  STRIPE_PRICES: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return z.record(z.string().min(1), z.string().regex(/^price_\w+$/)).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'STRIPE_PRICES must be a JSON object of price keys to price_ ids' });
        return z.NEVER;
      }
    }),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const llm = connectionFrom('LLM', e.LLM_PROVIDER, e.LLM_BASE_URL, e.LLM_API_KEY);
  const ownEmbedding = connectionFrom('EMBEDDING', e.EMBEDDING_PROVIDER, e.EMBEDDING_BASE_URL, e.EMBEDDING_API_KEY);
  const embedding = ownEmbedding ?? llm;
  if (e.EMBEDDING_MODEL && !embedding) {
    throw new Error(
      'Invalid configuration: EMBEDDING_MODEL needs a connection: EMBEDDING_BASE_URL or EMBEDDING_API_KEY, or the LLM_* settings',
    );
  }
  if (e.STRIPE_SECRET_KEY && (!e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const publicHost = new URL(publicUrl).hostname;
  const customTabOrigin = customTabOriginOf(e.CUSTOM_TAB_ORIGIN, publicUrl);
  if (customTabOrigin === new URL(publicUrl).origin) {
    throw new Error('Invalid configuration: CUSTOM_TAB_ORIGIN must be another origin than PUBLIC_URL');
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    // Outside production the /dev mailbox holds login codes: keep the server off the network unless asked.
    host: e.HOST || (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databases: {
      embedded: e.EMBEDDED_DB,
      urls: { na: e.DATABASE_URL_NA, eu: e.DATABASE_URL_EU },
      poolMax: e.DATABASE_POOL_MAX,
    },
    encryptionKey: e.ENCRYPTION_KEY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportTo: e.SUPPORT_EMAIL,
      spfInclude: (e.MAIL_SPF_INCLUDE ?? hostOf(e.SMTP_URL) ?? hostOf(e.PUBLIC_URL) ?? 'localhost').toLowerCase(),
    },
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    jobsPollingSeconds: e.JOBS_POLLING_SECONDS,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN,
    workspaceLimits: {
      answersAtOnce: e.WORKSPACE_ANSWERS_AT_ONCE,
      answersWaiting: e.WORKSPACE_ANSWERS_WAITING,
      crawlsAtOnce: e.WORKSPACE_CRAWLS_AT_ONCE,
    },
    eventRetrySeconds: e.EVENT_RETRY_SECONDS.split(',').map(Number),
    legalPagesDir: e.LEGAL_PAGES_DIR || fileURLToPath(new URL('../legal/', import.meta.url)),
    dnsServers: e.DNS_SERVERS.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    agencyDomains: {
      rootDomain: e.AGENCY_ROOT_DOMAIN.toLowerCase(),
      aAddress: e.AGENCY_DOMAIN_A_ADDRESS ?? (/^\d+\.\d+\.\d+\.\d+$/.test(publicHost) ? publicHost : '127.0.0.1'),
      cnameTarget: (e.AGENCY_DOMAIN_CNAME_TARGET ?? publicHost).toLowerCase(),
      checkScheme: e.AGENCY_DOMAIN_CHECK_SCHEME,
      checkPort: e.AGENCY_DOMAIN_CHECK_PORT,
    },
    customTabOrigin,
    egressAllow: e.EGRESS_ALLOW.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    llm,
    embedding: e.EMBEDDING_MODEL && embedding ? { modelId: e.EMBEDDING_MODEL, ...embedding } : undefined,
    providers: {
      telegramApiUrl: withoutTrailingSlash(e.TELEGRAM_API_URL),
      meta: {
        graphUrl: withoutTrailingSlash(e.META_GRAPH_URL),
        pagesGraphUrl: withoutTrailingSlash(e.META_PAGES_GRAPH_URL ?? e.META_GRAPH_URL),
        appId: e.META_APP_ID,
        appSecret: e.META_APP_SECRET,
        webhookVerifyToken: e.META_WEBHOOK_VERIFY_TOKEN,
      },
      discord: {
        apiUrl: withoutTrailingSlash(e.DISCORD_API_URL),
        botToken: e.DISCORD_BOT_TOKEN,
        applicationId: e.DISCORD_APPLICATION_ID,
      },
      twilioApiUrl: withoutTrailingSlash(e.TWILIO_API_URL),
      twilioIncludedNumberSlots: e.TWILIO_INCLUDED_NUMBER_SLOTS,
      deepgram: { apiUrl: withoutTrailingSlash(e.DEEPGRAM_API_URL), apiKey: e.DEEPGRAM_API_KEY },
      fonts: { apiUrl: withoutTrailingSlash(e.FONTS_API_URL), filesUrl: withoutTrailingSlash(e.FONTS_FILES_URL) },
      // Payments: Stripe when its secret key is set, else the embedded sandbox.
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiBase: withoutTrailingSlash(e.STRIPE_API_BASE),
            prices: e.STRIPE_PRICES,
          }
        : undefined,
    },
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const ZProxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false, a hop count, or the proxies' addresses.
 * Trusting every hop would let a client behind an appending proxy choose its own address (and
 * escape the per-address limits), so `true` means the one proxy the README's setup puts in front.
 */
function trustedProxiesOf(text: string): false | number | string[] | undefined {
  const setting = text.trim();
  if (setting === 'false' || setting === '' || setting === '0') return false;
  if (setting === 'true') return 1;
  if (/^\d+$/.test(setting)) return Number(setting);
  const entries = setting.split(',').map((entry) => entry.trim());
  return entries.every((entry) => ZProxyAddress.safeParse(entry).success) ? entries : undefined;
}

/** The custom tabs' origin: as set, else `tabs.` before the dashboard's host. */
function customTabOriginOf(setting: string | undefined, publicUrl: string): string {
  if (setting) return new URL(setting).origin;
  const url = new URL(publicUrl);
  return `${url.protocol}//tabs.${url.host}`;
}

/** The host name of a URL setting, or undefined when unset or unreadable. */
function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** A model connection from `<prefix>_PROVIDER/_BASE_URL/_API_KEY`; the provider defaults from which is given. */
function connectionFrom(
  prefix: string,
  chosen: 'openai' | 'openai-compatible' | undefined,
  baseURL: string | undefined,
  apiKey: string | undefined,
) {
  const provider = chosen ?? (baseURL ? 'openai-compatible' : apiKey ? 'openai' : undefined);
  if (provider === 'openai-compatible' && !baseURL) {
    throw new Error(
      `Invalid configuration: ${prefix}_BASE_URL is required when ${prefix}_PROVIDER is openai-compatible`,
    );
  }
  if (provider === 'openai' && !apiKey) {
    throw new Error(`Invalid configuration: ${prefix}_API_KEY is required when ${prefix}_PROVIDER is openai`);
  }
  return provider ? { provider, baseURL: baseURL ?? null, apiKey: apiKey ?? null } : undefined;
}
