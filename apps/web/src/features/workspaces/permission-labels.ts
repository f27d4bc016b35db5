import type { WorkspacePermission } from '@agent-platform/core';

/** What each permission string lets a member do, in the words of the members list. */
export const PERMISSION_LABELS: Record<WorkspacePermission, string> = {
  'agents.write': 'Create and edit agents',
  'knowledge.write': 'Edit knowledge',
  'conversations.manage': 'Manage conversations',
  'channels.manage': 'Connect channels',
  'campaigns.run': 'Run campaigns',
  'members.manage': 'Invite and manage members',
  'credentials.manage': 'Manage credentials',
  'usage.read': 'See usage',
  'billing.manage': 'Manage billing',
  'workspace.manage': 'Change workspace settings',
  'workspace.delete': 'Delete the workspace',
  'agency.manage': 'Manage agency settings',
  'audit.read': 'See the audit log',
};
