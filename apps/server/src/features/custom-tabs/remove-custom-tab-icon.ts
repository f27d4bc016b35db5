import { CUSTOM_TAB_NOT_FOUND_MESSAGE, type CustomTabs } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import { dropIconFile } from './icon-file.js';
import { saveCustomTabs } from './save-custom-tabs.js';

/** A tab without its icon, and the icon's file dropped. */
export async function removeCustomTabIcon(
  db: Db,
  access: WorkspaceAccess,
  tabOrigin: string,
  tabId: string,
): Promise<CustomTabs> {
  return saveCustomTabs(db, access.uid, tabOrigin, async (tabs, tx) => {
    const tab = tabs.find((candidate) => candidate.id === tabId);
    if (!tab) throw notFound(CUSTOM_TAB_NOT_FOUND_MESSAGE);
    await dropIconFile(tx, access, tab.iconUrl);
    return tabs.map((candidate) => (candidate.id === tabId ? { ...candidate, iconUrl: null } : candidate));
  });
}
