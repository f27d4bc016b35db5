import type { Account, Workspace } from '@agent-platform/core';
import { createContext, type ReactNode, useContext } from 'react';

export interface CurrentWorkspaceValue {
  account: Account;
  /** Every workspace the user belongs to, in either region. */
  workspaces: readonly Workspace[];
  /** The one the dashboard is showing. */
  workspace: Workspace;
}

const CurrentWorkspaceContext = createContext<CurrentWorkspaceValue | null>(null);

export function CurrentWorkspaceProvider({ value, children }: { value: CurrentWorkspaceValue; children: ReactNode }) {
  return <CurrentWorkspaceContext.Provider value={value}>{children}</CurrentWorkspaceContext.Provider>;
}

/** Only inside the signed-in shell, which guarantees a workspace. */
export function useCurrentWorkspace(): CurrentWorkspaceValue {
  const value = useContext(CurrentWorkspaceContext);
  if (!value) throw new Error('useCurrentWorkspace is used outside the signed-in shell.');
  return value;
}
