import { desc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { doNotContact } from '../../platform/db/schema/index.js';

/** The numbers no campaign of the workspace reaches, newest first. */
export async function listDoNotContact(regions: Regions, access: WorkspaceAccess) {
  const rows = await regions
    .db(access.region)
    .select()
    .from(doNotContact)
    .where(eq(doNotContact.workspaceUid, access.uid))
    .orderBy(desc(doNotContact.createdAt));
  return rows.map((row) => ({ phone: row.phone, reason: row.reason, createdAt: row.createdAt.toISOString() }));
}
