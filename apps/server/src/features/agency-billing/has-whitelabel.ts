import { AUTO_BILLING_NEEDS_WHITELABEL_MESSAGE } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { hasWhitelabelAddon } from '../billing/index.js';
import { hasWhitelabelEntitlement } from '../domains/index.js';

/**
 * Spec 001 §2, §6: the Auto Billing tab needs the whitelabel add-on; its 14-day trial counts, as it
 * does for the add-on's other features. It also lowers the platform's fee (spec 002 §9.6).
 */
export async function hasWhitelabel(db: Db, workspaceUid: string): Promise<boolean> {
  return (await hasWhitelabelAddon(db, workspaceUid)) || (await hasWhitelabelEntitlement(db, { uid: workspaceUid }));
}

export async function requireWhitelabel(db: Db, workspaceUid: string): Promise<void> {
  if (!(await hasWhitelabel(db, workspaceUid))) throw new AppError('FORBIDDEN', AUTO_BILLING_NEEDS_WHITELABEL_MESSAGE);
}
