import { readFileSync } from 'node:fs';
import { type ProviderStatus, REGIONS, type SystemStatus } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Regions } from '../../platform/db/regions.js';

// The server's package sits three folders up from this file, in the sources and in the build alike.
const SERVER_VERSION: string =
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version ?? 'unknown';

/**
 * What the Support page shows of the system: the server's version, whether each region's
 * database answers, and which outside services are set up. Names and states only: no key,
 * secret or address ever leaves here, since an address may hold credentials.
 */
export async function getSystemStatus(
  deps: { regions: Regions; config: Config },
  log: FastifyBaseLogger,
): Promise<SystemStatus> {
  const regions = await Promise.all(
    REGIONS.map(async (region) => {
      const kind = deps.regions.kind(region);
      try {
        await deps.regions.db(region).execute(sql`select 1`);
        return { region, database: 'up' as const, kind };
      } catch (error) {
        log.warn({ err: error, region }, 'system status: database did not answer');
        return { region, database: 'down' as const, kind };
      }
    }),
  );
  return { version: SERVER_VERSION, regions, providers: providerStatuses(deps.config) };
}

function providerStatuses(config: Config): ProviderStatus[] {
  const { llm, embedding, mail, providers } = config;
  const set = (configured: unknown, ifSet: string, ifNot: string): Omit<ProviderStatus, 'name'> =>
    configured ? { state: 'configured', note: ifSet } : { state: 'not-configured', note: ifNot };
  return [
    {
      name: 'Language model',
      ...set(
        llm,
        `Server-wide: ${llm?.provider === 'openai' ? 'OpenAI' : 'an OpenAI-compatible server'}, for workspaces without their own.`,
        'Workspaces save their own on the Credentials page; without one, the local responder answers.',
      ),
    },
    {
      name: 'Embeddings',
      ...set(embedding, 'Knowledge search combines full text and vectors.', 'Knowledge search is full text alone.'),
    },
    {
      name: 'Email (SMTP)',
      ...set(mail.smtpUrl, 'Mail is sent over SMTP.', 'Mail is kept in the outbox and not sent.'),
    },
    // No payment provider is wired yet: payments stay in the sandbox.
    { name: 'Payments (Stripe)', state: 'not-configured', note: 'Payments run in the sandbox (Test mode).' },
    {
      name: 'Meta (WhatsApp, Instagram, Messenger)',
      ...set(
        providers.meta.appId && providers.meta.appSecret,
        "The platform's Meta app signs members in with Meta.",
        "'Continue With Meta' needs the platform's Meta app.",
      ),
    },
    { name: 'Telegram', state: 'per-workspace', note: 'Each agent connects its own bot.' },
    {
      name: 'Discord',
      ...set(
        providers.discord.botToken,
        "The platform's bot reads the connected Discord channels.",
        'Discord channels can be saved, but no message reaches an agent.',
      ),
    },
    {
      name: 'Twilio (phone numbers)',
      state: 'per-workspace',
      note: 'Each workspace saves its own Twilio account on the Credentials page.',
    },
    {
      name: 'Deepgram (speech)',
      ...set(
        providers.deepgram.apiKey,
        'Web calls hear and speak through Deepgram.',
        "Web calls use the visitor's browser to hear and speak.",
      ),
    },
  ];
}
