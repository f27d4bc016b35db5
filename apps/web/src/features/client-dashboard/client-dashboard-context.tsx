import type { ClientAgent, ClientSession } from '@agent-platform/core';
import { createContext, type ReactNode, useContext } from 'react';

export interface ClientDashboardValue {
  session: ClientSession;
  /** The agents of the client's widgetIDs the server found. */
  agents: readonly ClientAgent[];
  /** The agency settings' preview: the bar is drawn, its actions call nothing. */
  preview: boolean;
}

const ClientDashboardContext = createContext<ClientDashboardValue | null>(null);

/** The signed-in client's dashboard data, given by the client shell, or by the agency preview with its test client. */
export function ClientDashboardProvider({ value, children }: { value: ClientDashboardValue; children: ReactNode }) {
  return <ClientDashboardContext.Provider value={value}>{children}</ClientDashboardContext.Provider>;
}

export function useClientDashboard(): ClientDashboardValue {
  const value = useContext(ClientDashboardContext);
  if (!value) throw new Error('useClientDashboard is used outside ClientDashboardProvider.');
  return value;
}

/** Null outside a client's dashboard: pieces shared with the owner's dashboard ask who is looking. */
export function useClientViewer(): ClientDashboardValue | null {
  return useContext(ClientDashboardContext);
}
