import { clientCustomTabs, type ShellCustomTabs, shellCustomTabs } from '@agent-platform/core';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { getCustomTabs } from './get-custom-tabs.js';

/**
 * The custom tabs of the client's own agency that its sidebar shows (spec 002 §6): those always
 * visible and those its canAccess gives it, without their HTML or JavaScript.
 */
export async function listClientCustomTabs(
  db: Db,
  access: Pick<ClientAccess, 'region' | 'workspaceUid' | 'canAccess'>,
  tabOrigin: string,
): Promise<ShellCustomTabs> {
  const { tabs } = await getCustomTabs(db, access.workspaceUid, tabOrigin);
  const visible = clientCustomTabs(tabs, access.canAccess);
  return { tabs: shellCustomTabs(visible, { region: access.region, workspaceUid: access.workspaceUid, tabOrigin }) };
}
