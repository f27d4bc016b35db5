import { orgAutoRechargeSaveBlocked, ZOrgAutoRechargeSettings } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import { orgAutoRecharge } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findBilledOrg } from './find-billed-org.js';

/**
 * Saves the organisation's Auto-Recharge card (spec 002 §5.6). Switching it on needs a paid plan:
 * an organisation without an active subscription is on the free plan and is told so (§8.2).
 */
export async function saveOrgAutoRecharge(db: Db, workspaceUid: string, orgId: string, input: unknown) {
  const parsed = ZOrgAutoRechargeSettings.safeParse(input);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid settings.');
  const settings = parsed.data;
  const { billingApplies } = await findBilledOrg(db, workspaceUid, orgId);
  const blocked = orgAutoRechargeSaveBlocked(settings, billingApplies);
  if (blocked) throw new AppError('AUTO_RECHARGE_FREE_PLAN', blocked);
  const values = { ...settings, orgId, workspaceUid, updatedAt: new Date() };
  await db.insert(orgAutoRecharge).values(values).onConflictDoUpdate({ target: orgAutoRecharge.orgId, set: values });
  return settings;
}
