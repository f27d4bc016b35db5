import { type AutoRechargeSettings, DEFAULT_AUTO_RECHARGE } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { autoRechargeSettings } from './schema.js';

/** The workspace's auto-recharge settings as the Automatic Recharge card shows them; the defaults until first saved. */
export async function autoRechargeSettingsOf(db: Db, workspaceUid: string): Promise<AutoRechargeSettings> {
  const [row] = await db
    .select({
      enabled: autoRechargeSettings.enabled,
      threshold: autoRechargeSettings.threshold,
      amount: autoRechargeSettings.amount,
    })
    .from(autoRechargeSettings)
    .where(eq(autoRechargeSettings.workspaceUid, workspaceUid));
  return row ?? DEFAULT_AUTO_RECHARGE;
}
