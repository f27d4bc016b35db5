import { CLIENT_CUSTOM_TABS_UNKNOWN_MESSAGE, isDashboardTabKey } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { getCustomTabs } from '../custom-tabs/index.js';

/** Besides the dashboard's tabs, a client may be given only its agency's own custom tabs (spec 002 §6). */
export async function checkClientPages(db: Db, workspaceUid: string, canAccess: readonly string[]) {
  const custom = canAccess.filter((key) => !isDashboardTabKey(key));
  if (custom.length === 0) return;
  const { tabs } = await getCustomTabs(db, workspaceUid, '');
  if (custom.some((href) => !tabs.some((tab) => tab.href === href)))
    throw new AppError('VALIDATION_FAILED', CLIENT_CUSTOM_TABS_UNKNOWN_MESSAGE, { field: 'canAccess' });
}
