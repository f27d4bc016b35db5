import { type AgencyClientSettings, ZAgencyDocument } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { agencies } from './schema.js';

/** The agency's defaults for new organisations and clients (spec 001 §3); the defaults before the first save. */
export async function getAgencyClientSettings(db: Db, workspaceUid: string): Promise<AgencyClientSettings> {
  const [row] = await db
    .select({ settings: agencies.settings })
    .from(agencies)
    .where(eq(agencies.workspaceUid, workspaceUid));
  return ZAgencyDocument.parse(row?.settings ?? {}).settings;
}
