import { type CustomTab, type CustomTabs, ZAgencyDocument } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { agencies, lockAgency } from '../agencies/index.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Changes the agency's custom tabs under its row lock (the record is created on the first save,
 * as every agency write does) and answers the list as saved. `change` may write other rows in the
 * same transaction (an icon's file).
 */
export async function saveCustomTabs(
  db: Db,
  workspaceUid: string,
  tabOrigin: string,
  change: (tabs: CustomTab[], tx: Transaction) => Promise<CustomTab[]>,
): Promise<CustomTabs> {
  return db.transaction(async (tx) => {
    const current = await lockAgency(tx, workspaceUid);
    const document = ZAgencyDocument.parse(current.settings);
    const settings = ZAgencyDocument.parse({ ...document, customTabs: await change(document.customTabs, tx) });
    await tx
      .update(agencies)
      .set({ settings, lastModified: new Date() })
      .where(eq(agencies.workspaceUid, workspaceUid));
    return { tabs: settings.customTabs, tabOrigin };
  });
}
