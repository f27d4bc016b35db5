import { and, eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { type AuditRecord, recordAudit } from './record-audit.js';

/**
 * Records an action on an account (a sign-in, a password reset) in the account's own workspace:
 * the personal one it owns, in whichever region that is. An account without one (signed up, not
 * yet onboarded) has no log to write to, and the entry is skipped.
 */
export async function recordAccountAudit(
  regions: Regions,
  accountId: string,
  record: Omit<AuditRecord, 'workspaceUid'>,
): Promise<void> {
  const found = await regions.askEveryRegion((db) =>
    db
      .select({ uid: workspaces.uid })
      .from(workspaces)
      .where(and(eq(workspaces.ownerId, accountId), eq(workspaces.isPersonal, true)))
      .limit(1),
  );
  const home = found.find(({ value }) => value.length > 0);
  if (!home?.value[0]) return;
  await recordAudit(regions.db(home.region), { ...record, workspaceUid: home.value[0].uid });
}
