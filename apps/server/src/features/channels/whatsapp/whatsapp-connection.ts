import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import type { SecretBox } from '../../../platform/crypto.js';
import type { Regions } from '../../../platform/db/regions.js';
import { waLegacyChannels, waNumbers, waSignIns } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { type TenancyConfig, webhookAddress } from '../../../platform/tenancy/index.js';

export interface WhatsappDeps {
  regions: Regions;
  secretBox: SecretBox;
  config: TenancyConfig & Pick<Config, 'providers'>;
}

/** Where Meta delivers an agent's WhatsApp messages (spec 000 §2: `{region host}/api/{region}/agents/{agentId}/wa-webhook`). */
export const whatsappWebhookUrl = (config: TenancyConfig, region: Region, agentId: string) =>
  webhookAddress(config, `/api/${region}/agents/${encodeURIComponent(agentId)}/wa-webhook`);

/** The Graph API's address, the only one WhatsApp calls go to. */
export const graphUrl = (deps: Pick<WhatsappDeps, 'config'>) => deps.config.providers.meta.graphUrl;

/**
 * What sends as the agent from one of its numbers: a number connected by the New Method with its
 * business's token, or else the Legacy Method's number and the agent's own token. Without a
 * `phoneId`, the agent's first connected number.
 */
export async function whatsappSender(
  deps: Pick<WhatsappDeps, 'regions' | 'secretBox'>,
  region: Region,
  agentId: string,
  phoneId?: string,
): Promise<{ phoneId: string; wabaId: string; token: string } | undefined> {
  const db = deps.regions.db(region);
  const [number] = await db
    .select({ phoneId: waNumbers.phoneId, wabaId: waNumbers.wabaId, token: waNumbers.longAccessTokenEncrypted })
    .from(waNumbers)
    .where(
      and(
        eq(waNumbers.agentId, agentId),
        eq(waNumbers.status, 'CONNECTED'),
        phoneId ? eq(waNumbers.phoneId, phoneId) : undefined,
      ),
    )
    .limit(1);
  if (number) return { ...number, token: deps.secretBox.open(number.token) };
  const [legacy] = await db
    .select({
      phoneId: waLegacyChannels.whatsappNumberId,
      wabaId: waLegacyChannels.whatsappBusniessId,
      token: waLegacyChannels.whatsappTokenEncrypted,
    })
    .from(waLegacyChannels)
    .where(
      and(eq(waLegacyChannels.agentId, agentId), phoneId ? eq(waLegacyChannels.whatsappNumberId, phoneId) : undefined),
    )
    .limit(1);
  return legacy && { ...legacy, token: deps.secretBox.open(legacy.token) };
}

/**
 * A token that may act on the business account: the agent's Meta sign-in for it, a number of it
 * connected to the agent, or the Legacy Method's. None: the modal must sign in first.
 */
export async function businessAccountToken(
  deps: Pick<WhatsappDeps, 'regions' | 'secretBox'>,
  access: AgentAccess,
  wabaId: string,
): Promise<string> {
  const db = deps.regions.db(access.region);
  const [signIn] = await db
    .select({ token: waSignIns.longAccessTokenEncrypted })
    .from(waSignIns)
    .where(and(eq(waSignIns.agentId, access.agentId), eq(waSignIns.wabaId, wabaId)));
  if (signIn?.token) return deps.secretBox.open(signIn.token);
  const [number] = await db
    .select({ token: waNumbers.longAccessTokenEncrypted })
    .from(waNumbers)
    .where(and(eq(waNumbers.agentId, access.agentId), eq(waNumbers.wabaId, wabaId)))
    .limit(1);
  if (number) return deps.secretBox.open(number.token);
  const [legacy] = await db
    .select({ token: waLegacyChannels.whatsappTokenEncrypted })
    .from(waLegacyChannels)
    .where(and(eq(waLegacyChannels.agentId, access.agentId), eq(waLegacyChannels.whatsappBusniessId, wabaId)));
  if (legacy) return deps.secretBox.open(legacy.token);
  throw new AppError('VALIDATION_FAILED', 'Sign in with Meta for this business account first.');
}
