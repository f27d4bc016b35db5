import type { Region, Workspace, WorkspaceRole } from '@agent-platform/core';
import type { WorkspaceRow } from '../../platform/auth/principals.js';

/** A workspace row as members see it: never its secret. */
export function toWorkspace(row: WorkspaceRow, region: Region, role: WorkspaceRole, emails: string[]): Workspace {
  return {
    uid: row.uid,
    region,
    workspaceName: row.workspaceName,
    workspaceEmails: emails,
    workspacePhotoURL: row.photoURL,
    ownerId: row.ownerId,
    isPersonal: row.isPersonal,
    joinedAt: row.joinedAt.toISOString(),
    loadTokens: row.loadTokens,
    hasSubscription: row.stripeSubscriptionId !== null,
    limits: row.limits,
    role,
    isAgentOnboardingDone: row.isAgentOnboardingDone,
  };
}
