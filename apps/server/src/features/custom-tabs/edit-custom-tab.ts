import { CUSTOM_TAB_NOT_FOUND_MESSAGE, type CustomTabBody, type CustomTabs } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import { checkedTab } from './checked-tab.js';
import { saveCustomTabs } from './save-custom-tabs.js';

/** A tab's fields replaced as the owner wrote them; its id, place in the list and icon stay. */
export async function editCustomTab(
  db: Db,
  access: WorkspaceAccess,
  tabOrigin: string,
  tabId: string,
  body: CustomTabBody,
): Promise<CustomTabs> {
  return saveCustomTabs(db, access.uid, tabOrigin, async (tabs) => {
    if (!tabs.some((tab) => tab.id === tabId)) throw notFound(CUSTOM_TAB_NOT_FOUND_MESSAGE);
    const fields = checkedTab(tabs, body, tabId);
    return tabs.map((tab) => (tab.id === tabId ? { ...tab, ...fields } : tab));
  });
}
