import { z } from 'zod';

/**
 * What a workspace member may do beyond reading. Reading the workspace's agents, conversations,
 * leads and settings needs only membership; each write names one of these.
 */
export const WORKSPACE_PERMISSIONS = [
  'agents.write',
  'knowledge.write',
  'conversations.manage',
  'channels.manage',
  'campaigns.run',
  'members.manage',
  'credentials.manage',
  'usage.read',
  'billing.manage',
  'workspace.manage',
  'workspace.delete',
  'agency.manage',
  'audit.read',
] as const;
export const ZWorkspacePermission = z.enum(WORKSPACE_PERMISSIONS);
export type WorkspacePermission = z.infer<typeof ZWorkspacePermission>;

export const ZWorkspaceRole = z.enum(['owner', 'admin', 'member']);
export type WorkspaceRole = z.infer<typeof ZWorkspaceRole>;

/** A member's own permission strings (spec 002 §3.6); null: the role's defaults. */
export const ZMemberPermissions = z.array(ZWorkspacePermission).nullable();

const everything = WORKSPACE_PERMISSIONS;

const ownerOnly: readonly WorkspacePermission[] = ['billing.manage', 'workspace.delete', 'agency.manage', 'audit.read'];

/**
 * Owner: everything. Admin: all but billing, deleting the workspace, the agency (spec 001 §6:
 * agency settings belong to the workspace owner) and the audit log. Member: the agents' daily work, campaigns included.
 */
export const ROLE_PERMISSIONS: Record<WorkspaceRole, readonly WorkspacePermission[]> = {
  owner: everything,
  admin: everything.filter((p) => !ownerOnly.includes(p)),
  member: ['agents.write', 'knowledge.write', 'conversations.manage', 'channels.manage', 'campaigns.run'],
};

/** The answer a caller gets when the workspace is theirs to see but this is not theirs to do. */
export const PERMISSION_REFUSALS: Record<WorkspacePermission, string> = {
  'agents.write': "You do not have permission to change this workspace's agents.",
  'knowledge.write': "You do not have permission to change this workspace's knowledge.",
  'conversations.manage': "You do not have permission to manage this workspace's conversations.",
  'channels.manage': "You do not have permission to manage this workspace's channels.",
  'campaigns.run': "You do not have permission to run this workspace's campaigns.",
  'members.manage': "You do not have permission to manage this workspace's members.",
  'credentials.manage': "You do not have permission to manage this workspace's credentials.",
  'usage.read': "You do not have permission to see this workspace's usage.",
  'billing.manage': "You do not have permission to manage this workspace's billing.",
  'workspace.manage': "You do not have permission to change this workspace's settings.",
  'workspace.delete': 'You do not have permission to delete this workspace.',
  'agency.manage': "You do not have permission to change this workspace's agency settings.",
  'audit.read': "You do not have permission to see this workspace's audit log.",
};

/**
 * Whether a member with `role` may do what `permission` guards. Their own list (`narrowedTo`)
 * narrows the role and never widens it: a string the role lacks grants nothing.
 */
export function memberCan(
  role: WorkspaceRole,
  narrowedTo: readonly string[] | null,
  permission: WorkspacePermission,
): boolean {
  if (!ROLE_PERMISSIONS[role].includes(permission)) return false;
  return narrowedTo === null || narrowedTo.includes(permission);
}
