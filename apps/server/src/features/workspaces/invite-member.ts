import {
  INVITE_YOURSELF_MESSAGE,
  type Invitation,
  type InviteBody,
  JOIN_PATH,
  SEATS_FULL_MESSAGE,
  seatsFull,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { dashboardLink, type Tenant } from '../../platform/tenancy/index.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { countSeats } from './count-seats.js';
import { signedInMemberEmail } from './signed-in-member.js';

/** The join link's secret: the only key to joining, so long enough never to be guessed; kept hashed. */
const INVITATION_SECRET_LENGTH = 40;

export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of the workspace.';
export const ONLY_OWNER_INVITES_ADMINS_MESSAGE = 'Only the workspace owner can invite an admin.';
export const invitationNotSentMessage = (email: string) =>
  `The invitation to ${email} could not be sent. Please try again.`;

/**
 * Invites someone by email with a role and mails them the join link (spec 001 §2, §5). Inviting
 * the same email again replaces the earlier link. An invitation whose email could not go out is not kept.
 */
export async function inviteMember(
  deps: { regions: Regions; mailer: Mailer; tenant: Tenant },
  access: WorkspaceAccess,
  body: InviteBody,
  by: AuditBy,
): Promise<Invitation> {
  const inviter = signedInMemberEmail(access);
  const { email, role } = body;
  if (email === inviter) throw new AppError('VALIDATION_FAILED', INVITE_YOURSELF_MESSAGE, { field: 'email' });
  if (role === 'admin' && access.role !== 'owner') {
    throw new AppError('FORBIDDEN', ONLY_OWNER_INVITES_ADMINS_MESSAGE, { field: 'role' });
  }
  const db = deps.regions.db(access.region);
  const [member] = await db
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceUid, access.uid), eq(workspaceMembers.email, email)));
  if (member) throw new AppError('VALIDATION_FAILED', ALREADY_MEMBER_MESSAGE, { field: 'email' });
  const seats = await countSeats(db, access.uid);
  if (seatsFull(seats.used, seats.cap)) throw new AppError('LIMIT_REACHED', SEATS_FULL_MESSAGE);

  const secret = randomId(INVITATION_SECRET_LENGTH);
  const secretHash = sha256(secret);
  const [invitation] = await db
    .insert(workspaceInvitations)
    .values({ workspaceUid: access.uid, email, role, secretHash, invitedBy: inviter })
    .onConflictDoUpdate({
      target: [workspaceInvitations.workspaceUid, workspaceInvitations.email],
      set: { role, secretHash, invitedBy: inviter, invitedAt: new Date() },
    })
    .returning();
  if (!invitation) throw new Error(`invitation of ${email} to ${access.uid} was not saved`);

  const [workspace] = await db
    .select({ workspaceName: workspaces.workspaceName })
    .from(workspaces)
    .where(eq(workspaces.uid, access.uid));
  const query = new URLSearchParams({ secret, email });
  const link = dashboardLink(deps.tenant, `${JOIN_PATH(access.uid)}?${query}`);
  try {
    await deps.mailer.send({
      to: email,
      subject: `You are invited to join ${workspace?.workspaceName ?? 'a workspace'}`,
      text: `Hello,\n\n${inviter} invited you to join the workspace "${workspace?.workspaceName}" as ${role === 'admin' ? 'an admin' : 'a member'}.\n\nOpen this link to join:\n${link}\n\nIf you did not expect this invitation, you can ignore this email.`,
    });
  } catch (error) {
    // Only this link is withdrawn: a newer invitation sent meanwhile has another secret and stays.
    await db
      .delete(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceUid, access.uid),
          eq(workspaceInvitations.email, email),
          eq(workspaceInvitations.secretHash, secretHash),
        ),
      );
    throw new AppError('UNAVAILABLE', invitationNotSentMessage(email), { cause: error });
  }
  // Logged once the email is out: an invitation that could not be sent is withdrawn above.
  await recordAudit(db, { workspaceUid: access.uid, action: 'members.invited', by, target: email, detail: { role } });
  return {
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    invitedAt: invitation.invitedAt.toISOString(),
  };
}
