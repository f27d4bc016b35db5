import { z } from 'zod';
import { ZRegion } from '../regions.js';
import { recordId } from '../text.js';
import { ZWorkspaceName } from './contracts.js';
import { ZMemberPermissions, ZWorkspaceRole } from './permissions.js';

/**
 * The workspace's team: members (by email, spec 001 §2 workspaceEmails), invitations and joining.
 * Messages quoted from spec 001 §5 and §8 are requirements; keep them word for word.
 */

export const INVALID_INVITE_EMAIL_MESSAGE = 'Please enter a valid email';
export const INVITE_YOURSELF_MESSAGE = "You can't invite yourself lol";
export const SEATS_FULL_MESSAGE = 'You have reached the maximum number of seats';
export const JOIN_WITHOUT_SEATS_MESSAGE = 'Failed to add user to workspace, workspace does not have enough seats';
export const REMOVE_YOURSELF_MESSAGE = 'You cannot remove yourself from the workspace.';

/** Spec 001 §8 notices of the editor. */
export const inviteFailedNotice = (email: string) => `Failed to invite ${email}`;
export const invitedNotice = (email: string) => `Successfully invited ${email}`;
export const WORKSPACE_SAVE_FAILED_NOTICE = 'Failed to save workspace.';
export const WORKSPACE_SAVED_NOTICE = 'Successfully saved workspace data.';
export const WORKSPACE_DELETE_FAILED_NOTICE = 'Failed to delete workspace.';
export const WORKSPACE_DELETED_NOTICE = 'Successfully deleted workspace.';

/**
 * Seats: the workspace's `limits.workspaceSeats`, which is WORKSPACE_SEATS plus whatever seats a
 * custom plan adds. Inviting is blocked at or above the cap; joining checks it again, since a
 * pending invitation holds no seat.
 */
export const seatsFull = (memberCount: number, workspaceSeats: number) => memberCount >= workspaceSeats;

/** Spec 001 §5: an invite email must contain @ and a dot. Lowercased, as membership is by email. */
export const ZInviteEmail = z
  .string({ error: INVALID_INVITE_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, INVALID_INVITE_EMAIL_MESSAGE)
  .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), INVALID_INVITE_EMAIL_MESSAGE);

/** The roles an invitation can name; the owner is the one who made the workspace. */
export const ZInviteRole = z.enum(['admin', 'member'], { error: 'Choose a role: admin or member.' });
export type InviteRole = z.infer<typeof ZInviteRole>;

export const ZWorkspaceMember = z.object({
  email: z.string(),
  role: ZWorkspaceRole,
  /** The member's own permission strings narrowing the role; null: the role's defaults. */
  permissions: ZMemberPermissions,
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof ZWorkspaceMember>;

/** POST /workspaces/:uid/invitations */
export const ZInviteBody = z.strictObject({ email: ZInviteEmail, role: ZInviteRole.default('member') });
export type InviteBody = z.infer<typeof ZInviteBody>;

export const ZInvitation = z.object({
  email: z.string(),
  role: ZInviteRole,
  invitedBy: z.string(),
  invitedAt: z.string(),
});
export type Invitation = z.infer<typeof ZInvitation>;

export const ZWorkspaceTeam = z.object({
  members: z.array(ZWorkspaceMember),
  invitations: z.array(ZInvitation),
  /** Seats in all (default plus custom plan), and how many members hold one. */
  seats: z.object({ cap: z.number().int(), used: z.number().int() }),
});
export type WorkspaceTeam = z.infer<typeof ZWorkspaceTeam>;

export const ZMemberParams = z.object({
  region: ZRegion,
  uid: recordId(),
  email: z.string().trim().toLowerCase().min(1).max(254),
});

/** PATCH /workspaces/:uid/members/:email: change a member's role, or narrow their permissions (null: the role's). */
export const ZMemberUpdateBody = z
  .strictObject({ role: ZInviteRole.optional(), permissions: ZMemberPermissions.optional() })
  .refine(
    (body) => body.role !== undefined || body.permissions !== undefined,
    'Choose a role or permissions to change.',
  );
export type MemberUpdateBody = z.infer<typeof ZMemberUpdateBody>;

/**
 * The join link's query (spec 001 §7: POST /no-auth/workspaces/{uid}/invite?secret=&email=, body
 * {email}). The dashboard page at the same path makes that call.
 */
export const JOIN_PATH = (uid: string) => `/no-auth/workspaces/${encodeURIComponent(uid)}/invite`;
export const ZJoinQuery = z.object({ secret: z.string().min(1).max(200), email: ZInviteEmail });
export const ZJoinBody = z.strictObject({ email: ZInviteEmail });
export const ZJoinAnswer = z.object({ uid: z.string(), region: ZRegion, workspaceName: z.string() });
export type JoinAnswer = z.infer<typeof ZJoinAnswer>;

/** POST /workspaces: '+ New Workspace' in the switcher. */
export const ZNewWorkspaceBody = z.strictObject({ workspaceName: ZWorkspaceName, region: ZRegion });
export type NewWorkspaceBody = z.infer<typeof ZNewWorkspaceBody>;

/** The workspace photo uploader: square pictures, made 256x256 by the server. */
export const WORKSPACE_PHOTO_RULE = { maxSizeMB: 5, extensions: ['png', 'jpg', 'jpeg', 'webp'] } as const;
