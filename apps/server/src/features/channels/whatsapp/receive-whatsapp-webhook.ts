import type { Region } from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, waContacts, waLegacyChannels, waNumbers } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { WebhookInbox } from '../../../platform/inbox/index.js';
import { isMetaSignatureValid, metaHandshakeChallenge } from '../../../providers/meta/signature.js';
import { ZWhatsappWebhook } from '../../../providers/whatsapp/graph-api.js';
import type { KeptWhatsappMessage } from './whatsapp-adapter.js';

interface WebhookDeps {
  regions: Regions;
  inbox: WebhookInbox;
  config: { providers: { meta: { appSecret?: string | undefined; webhookVerifyToken?: string | undefined } } };
  log?: FastifyBaseLogger;
}

/**
 * Meta's check of the agent's webhook address. The Legacy Method's verify token is the agent's id
 * (spec 000 §2); the New Method subscribes with the platform's own verify token, when one is set.
 * Returns the challenge to echo, or throws 403.
 */
export async function answerWhatsappHandshake(
  deps: Pick<WebhookDeps, 'regions' | 'config'>,
  region: Region,
  agentId: string,
  query: Record<string, string | undefined>,
): Promise<string> {
  const [agent] = await deps.regions.db(region).select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  const challenge = agent
    ? (metaHandshakeChallenge(query, agent.id) ??
      metaHandshakeChallenge(query, deps.config.providers.meta.webhookVerifyToken))
    : undefined;
  if (challenge === undefined) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The verify token is not this agent’s.');
  }
  return challenge;
}

/**
 * A delivery Meta makes to an agent's webhook. It counts only when X-Hub-Signature-256 is the
 * platform app's signature of the raw body (403 otherwise, and nothing is kept). Each text
 * message is kept in the inbox under its wamid, for the agent its number is connected to, before
 * Meta is answered; the inbox's workers answer it. Statuses and other kinds of message are taken and dropped,
 * or Meta would deliver them again.
 */
export async function receiveWhatsappWebhook(
  deps: WebhookDeps,
  region: Region,
  agentId: string,
  rawBody: Buffer | undefined,
  signature: string | undefined,
  body: unknown,
): Promise<void> {
  const appSecret = deps.config.providers.meta.appSecret;
  if (!appSecret || !rawBody || !isMetaSignatureValid(appSecret, rawBody, signature)) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'This delivery is not signed by Meta.');
  }
  const delivery = ZWhatsappWebhook.safeParse(body);
  if (!delivery.success || delivery.data.object !== 'whatsapp_business_account') return;
  for (const entry of delivery.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const phoneId = change.value.metadata.phone_number_id;
      const texts = (change.value.messages ?? []).filter((message) => message.type === 'text' && message.text);
      if (texts.length === 0) continue;
      const owner = await numberOwner(deps.regions, region, agentId, phoneId);
      if (!owner) {
        deps.log?.warn({ agentId, phoneId }, 'whatsapp message for a number no agent here answers');
        continue;
      }
      for (const message of texts) {
        const kept: KeptWhatsappMessage = {
          wamid: message.id,
          from: message.from,
          phoneId,
          text: message.text?.body ?? '',
          timestamp: Number(message.timestamp) || Math.floor(Date.now() / 1000),
        };
        await noteContact(deps.regions, region, owner, kept);
        await deps.inbox.keep(region, {
          provider: 'whatsapp',
          eventId: kept.wamid,
          agentId: owner,
          rawBody: JSON.stringify(kept),
        });
      }
    }
  }
}

/**
 * The agent that answers a number: the one it is connected to by the New Method (a business
 * account's webhook reaches one agent's address for all its numbers), or this agent when it is
 * its Legacy Method number.
 */
async function numberOwner(regions: Regions, region: Region, agentId: string, phoneId: string) {
  const db = regions.db(region);
  const [number] = await db
    .select({ agentId: waNumbers.agentId })
    .from(waNumbers)
    .where(and(eq(waNumbers.phoneId, phoneId), eq(waNumbers.status, 'CONNECTED')));
  if (number) return number.agentId;
  const [legacy] = await db
    .select({ agentId: waLegacyChannels.agentId })
    .from(waLegacyChannels)
    .where(and(eq(waLegacyChannels.agentId, agentId), eq(waLegacyChannels.whatsappNumberId, phoneId)));
  return legacy?.agentId;
}

/** Remembers the number the person wrote to, and when: their 24-hour window runs from their latest message. */
async function noteContact(regions: Regions, region: Region, agentId: string, message: KeptWhatsappMessage) {
  const at = new Date(message.timestamp * 1000);
  await regions
    .db(region)
    .insert(waContacts)
    .values({ agentId, waId: message.from, phoneId: message.phoneId, lastInboundAt: at })
    .onConflictDoUpdate({
      target: [waContacts.agentId, waContacts.waId],
      set: {
        phoneId: message.phoneId,
        lastInboundAt: sql`greatest(${waContacts.lastInboundAt}, excluded.last_inbound_at)`,
      },
    });
}
