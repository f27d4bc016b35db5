import { timingSafeEqual } from 'node:crypto';
import { JOIN_WITHOUT_SEATS_MESSAGE, type JoinAnswer, seatsFull } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type RequestOrigin, recordAudit } from '../audit-log/index.js';
import { countSeats } from './count-seats.js';

export const INVITATION_INVALID_MESSAGE = 'This invitation is no longer valid. Ask the workspace owner for a new one.';

/**
 * Joins a workspace through the invitation link (spec 001 §7). The link names no region, so the
 * invitation is looked for in each. The link is used up by joining; a used, withdrawn or
 * replaced link answers as an unknown one.
 */
export async function joinWorkspace(
  regions: Regions,
  uid: string,
  link: { secret: string; email: string },
  body: { email: string },
  origin: RequestOrigin,
): Promise<JoinAnswer> {
  if (body.email !== link.email) throw notFound(INVITATION_INVALID_MESSAGE);
  const found = await regions.askEveryRegion(async (db) => {
    const [invitation] = await db
      .select({ secretHash: workspaceInvitations.secretHash })
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceUid, uid), eq(workspaceInvitations.email, link.email)));
    return invitation;
  });
  const hit = found.find((f) => f.value && sameHash(f.value.secretHash, sha256(link.secret)));
  if (!hit) throw notFound(INVITATION_INVALID_MESSAGE);

  return regions.db(hit.region).transaction(async (tx) => {
    // The workspace row is locked first: joins of one workspace take its seats one at a time.
    const seats = await countSeats(tx, uid, true);
    const [invitation] = await tx
      .select()
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceUid, uid), eq(workspaceInvitations.email, link.email)));
    // Used or replaced while we were looking.
    if (!invitation || !sameHash(invitation.secretHash, sha256(link.secret)))
      throw notFound(INVITATION_INVALID_MESSAGE);
    if (seatsFull(seats.used, seats.cap)) throw new AppError('LIMIT_REACHED', JOIN_WITHOUT_SEATS_MESSAGE);
    const joined = await tx
      .insert(workspaceMembers)
      .values({ workspaceUid: uid, email: invitation.email, role: invitation.role })
      // Added meanwhile some other way: they are a member, as the link asked.
      .onConflictDoNothing()
      .returning({ role: workspaceMembers.role });
    if (joined[0]) {
      const by = { actor: { kind: 'user' as const, id: invitation.email }, ...origin };
      const detail = { role: joined[0].role, invitedBy: invitation.invitedBy };
      await recordAudit(tx, { workspaceUid: uid, action: 'members.joined', by, target: invitation.email, detail });
    }
    await tx
      .delete(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceUid, uid), eq(workspaceInvitations.email, link.email)));
    const [workspace] = await tx
      .select({ workspaceName: workspaces.workspaceName })
      .from(workspaces)
      .where(eq(workspaces.uid, uid));
    return { uid, region: hit.region, workspaceName: workspace?.workspaceName ?? '' };
  });
}

/** Hex sha256 digests compared in constant time, so the answer's timing tells nothing of the secret. */
function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
