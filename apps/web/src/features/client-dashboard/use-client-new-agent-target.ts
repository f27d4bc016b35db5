import { type ClientSession, firstClientTab } from '@agent-platform/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { NewAgentTarget } from '../agents/new-agent-target';
import { clientSessionQueryKey } from '../client-auth/use-client-session';
import { clientAgentsQueryKey } from './use-client-agents';

/**
 * A client's New Agent (spec 002 §6): in its agency's workspace, where the server makes the agent
 * one of the client's; it opens on the client's first allowed tab, as after sign-in (spec 002 §2.11).
 */
export function useClientNewAgentTarget(session: ClientSession): NewAgentTarget {
  const queryClient = useQueryClient();
  const { region, workspaceUid } = session;
  const { canAccess } = session.client;
  return useMemo(
    () => ({
      region,
      workspaceUid,
      openingPath: (agentId) => `/app/${region}/agents/${encodeURIComponent(agentId)}/${firstClientTab(canAccess)}`,
      // The agent picker and the session's widgetIDs both gain the new agent.
      refreshAgents: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: clientAgentsQueryKey }),
          queryClient.invalidateQueries({ queryKey: clientSessionQueryKey }),
        ]),
    }),
    [queryClient, region, workspaceUid, canAccess],
  );
}
