import type { WhatsappChannel } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { waLegacyChannels, waNumbers, waSignIns } from '../../../platform/db/schema/index.js';
import { toWaNumber } from './to-wa-number.js';
import { type WhatsappDeps, whatsappWebhookUrl } from './whatsapp-connection.js';

/** The WhatsApp modal's state: the webhook address, the Meta sign-in, the connected numbers and the legacy fields. */
export async function getWhatsappChannel(deps: WhatsappDeps, access: AgentAccess): Promise<WhatsappChannel> {
  const db = deps.regions.db(access.region);
  const [[signIn], numbers, [legacy]] = await Promise.all([
    db.select().from(waSignIns).where(eq(waSignIns.agentId, access.agentId)),
    db.select().from(waNumbers).where(eq(waNumbers.agentId, access.agentId)).orderBy(asc(waNumbers.connectedAt)),
    db.select().from(waLegacyChannels).where(eq(waLegacyChannels.agentId, access.agentId)),
  ]);
  return {
    webhookUrl: whatsappWebhookUrl(deps.config, access.region, access.agentId),
    metaAppId: deps.config.providers.meta.appId ?? null,
    signIn: signIn ? { hasToken: signIn.longAccessTokenEncrypted !== null, wabaId: signIn.wabaId } : null,
    numbers: numbers.map(toWaNumber),
    legacy: legacy
      ? {
          whatsappBusniessId: legacy.whatsappBusniessId,
          whatsappNumberId: legacy.whatsappNumberId,
          waTestNumber: legacy.waTestNumber,
          hasToken: true,
          waVerifyPassed: legacy.waVerifyPassed,
        }
      : null,
  };
}
