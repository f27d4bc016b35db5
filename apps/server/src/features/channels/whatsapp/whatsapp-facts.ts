import type { ChannelFacts } from '@agent-platform/core';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/regions.js';
import { waLegacyChannels, waNumbers } from '../../../platform/db/schema/index.js';

/**
 * What the WhatsApp card's Active rule reads (spec 000 §4): the connected numbers, and the
 * Legacy Method's fields, whose token is kept sealed in its own table and only counted as present.
 */
export async function whatsappFacts(
  db: Db,
  agentId: string,
): Promise<{ waNumbers: number; legacy: Partial<ChannelFacts['agent']> }> {
  const [[numbers], [legacy]] = await Promise.all([
    db
      .select({ count: count() })
      .from(waNumbers)
      .where(and(eq(waNumbers.agentId, agentId), eq(waNumbers.status, 'CONNECTED'))),
    db.select().from(waLegacyChannels).where(eq(waLegacyChannels.agentId, agentId)),
  ]);
  return {
    waNumbers: numbers?.count ?? 0,
    legacy: legacy
      ? {
          waVerifyPassed: legacy.waVerifyPassed,
          whatsappToken: 'sealed',
          whatsappBusniessId: legacy.whatsappBusniessId,
          whatsappNumberId: legacy.whatsappNumberId,
        }
      : {},
  };
}
