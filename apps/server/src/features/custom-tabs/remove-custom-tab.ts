import { CUSTOM_TAB_NOT_FOUND_MESSAGE, type CustomTabs } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import { dropIconFile } from './icon-file.js';
import { saveCustomTabs } from './save-custom-tabs.js';

/** A tab taken off the list, with its icon's file. */
export async function removeCustomTab(
  db: Db,
  access: WorkspaceAccess,
  tabOrigin: string,
  tabId: string,
): Promise<CustomTabs> {
  return saveCustomTabs(db, access.uid, tabOrigin, async (tabs, tx) => {
    const removed = tabs.find((tab) => tab.id === tabId);
    if (!removed) throw notFound(CUSTOM_TAB_NOT_FOUND_MESSAGE);
    await dropIconFile(tx, access, removed.iconUrl);
    return tabs.filter((tab) => tab.id !== tabId);
  });
}
