import { CUSTOM_TABS_FULL_MESSAGE, CUSTOM_TABS_MAX, type CustomTabBody, type CustomTabs } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { checkedTab } from './checked-tab.js';
import { saveCustomTabs } from './save-custom-tabs.js';

const TAB_ID_LENGTH = 16;

/** A new custom tab at the end of the list, with an id of the server's (its page's address names it). */
export async function addCustomTab(
  db: Db,
  access: WorkspaceAccess,
  tabOrigin: string,
  body: CustomTabBody,
): Promise<CustomTabs> {
  return saveCustomTabs(db, access.uid, tabOrigin, async (tabs) => {
    if (tabs.length >= CUSTOM_TABS_MAX) throw new AppError('LIMIT_REACHED', CUSTOM_TABS_FULL_MESSAGE);
    const id = randomId(TAB_ID_LENGTH);
    return [...tabs, { ...checkedTab(tabs, body, id), id, iconUrl: null }];
  });
}
