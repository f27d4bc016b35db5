import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { doNotContact } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** Takes a number off the do-not-contact list: campaigns started afterwards may reach it again. */
export async function removeDoNotContact(regions: Regions, access: WorkspaceAccess, phone: string): Promise<void> {
  const removed = await regions
    .db(access.region)
    .delete(doNotContact)
    .where(and(eq(doNotContact.workspaceUid, access.uid), eq(doNotContact.phone, phone)))
    .returning({ phone: doNotContact.phone });
  if (removed.length === 0) throw notFound('This number is not on the do-not-contact list.');
}
