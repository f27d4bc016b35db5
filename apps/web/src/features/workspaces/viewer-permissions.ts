import type { Account, WorkspaceTeam } from '@agent-platform/core';

/** The viewer's own permission strings, from their row in the team: null keeps the role's defaults. */
export function viewerPermissions(team: WorkspaceTeam, account: Account) {
  const own = team.members.find((member) => member.email === account.email.toLowerCase());
  return own?.permissions ?? null;
}
