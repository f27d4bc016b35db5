import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { waNumbers } from '../../../platform/db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { unsubscribeBusinessAccount, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import { graphUrl, type WhatsappDeps } from './whatsapp-connection.js';

/**
 * Removes a number from the agent (`removeWhatsappNumber`): it brings and sends no more messages.
 * When it was the last number of its business account here, the account's webhooks to the
 * platform app are stopped too; a token Meta no longer takes does not hold the removal up.
 */
export async function removeWhatsappNumber(
  deps: WhatsappDeps & { log?: FastifyBaseLogger },
  place: { region: Region; workspaceUid: string; agentId?: string },
  phoneId: string,
) {
  const db = deps.regions.db(place.region);
  const [removed] = await db
    .delete(waNumbers)
    .where(
      and(
        eq(waNumbers.phoneId, phoneId),
        eq(waNumbers.workspaceUid, place.workspaceUid),
        place.agentId ? eq(waNumbers.agentId, place.agentId) : undefined,
      ),
    )
    .returning();
  if (!removed) throw notFound('This number is not connected.');
  const [sibling] = await db
    .select({ phoneId: waNumbers.phoneId })
    .from(waNumbers)
    .where(eq(waNumbers.wabaId, removed.wabaId))
    .limit(1);
  if (!sibling) {
    try {
      await unsubscribeBusinessAccount(
        graphUrl(deps),
        deps.secretBox.open(removed.longAccessTokenEncrypted),
        removed.wabaId,
      );
    } catch (error) {
      if (!(error instanceof WhatsappGraphError)) throw error;
      deps.log?.warn({ wabaId: removed.wabaId, reason: error.message }, 'whatsapp business account not unsubscribed');
    }
  }
  return { phoneId: removed.phoneId };
}
