import type { Account, Workspace } from '@agent-platform/core';

/**
 * The user's own workspace (spec 001 §2, §6): the personal one they own, whatever it is named now.
 * It is never offered for deletion, and it is where the user lands after deleting another.
 */
export function isPersonalWorkspace(workspace: Workspace, account: Account): boolean {
  return workspace.isPersonal && workspace.ownerId === account.id;
}

/** Where to go once a workspace is gone: the personal one, else any other the user still has. */
export function fallbackWorkspace(
  workspaces: readonly Workspace[],
  account: Account,
  leaving: Workspace,
): Workspace | undefined {
  const others = workspaces.filter((item) => !(item.uid === leaving.uid && item.region === leaving.region));
  return others.find((item) => isPersonalWorkspace(item, account)) ?? others[0];
}
