import { type CustomTabs, ZAgencyDocument } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { agencies } from '../agencies/index.js';

/** The agency's custom tabs (none before its first save), with the origin their HTML pages come from. */
export async function getCustomTabs(db: Db, workspaceUid: string, tabOrigin: string): Promise<CustomTabs> {
  const [row] = await db
    .select({ settings: agencies.settings })
    .from(agencies)
    .where(eq(agencies.workspaceUid, workspaceUid))
    .limit(1);
  return { tabs: ZAgencyDocument.parse(row?.settings ?? {}).customTabs, tabOrigin };
}
