import { and, eq, isNull } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { twilioNumbers } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** One of the workspace's held numbers; another workspace's (or a released one) is 404, as if it did not exist. */
export async function findTwilioNumber(regions: Regions, access: WorkspaceAccess, numberId: string) {
  const [row] = await regions
    .db(access.region)
    .select()
    .from(twilioNumbers)
    .where(
      and(eq(twilioNumbers.id, numberId), eq(twilioNumbers.workspaceUid, access.uid), isNull(twilioNumbers.releasedAt)),
    )
    .limit(1);
  if (!row) throw notFound('Phone number not found.');
  return row;
}
