import { type Agent, type AgentResponse, type AgentTabPath, isPublished, type Region } from '@agent-platform/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { agentsQueryKey } from '../agents/use-agents';
import { agentQueryKey } from './use-agent';
import { agentVersionsQueryKey } from './use-agent-versions';

export interface AgentShellValue {
  region: Region;
  agentId: string;
  /** The workspace the agent belongs to. */
  workspaceUid: string;
  /** The widget loader's address the server gives for this dashboard's host, for the embed code. */
  widgetScriptUrl: string;
  tab: AgentTabPath;
  /** The agent as last saved. */
  server: Agent;
  /** The agent being edited: the server's until the first edit. */
  local: Agent;
  /** The local agent equals the server's, ignoring bookkeeping fields (spec 001 §4). */
  published: boolean;
  editLocal: (update: (agent: Agent) => Agent) => void;
  /**
   * Takes a fresh answer from the server (a save or a restore) as the saved agent and drops the
   * local edits, except edits made after `sent` left for the server.
   */
  acceptSaved: (response: AgentResponse, sent?: Agent) => void;
}

const AgentShellContext = createContext<AgentShellValue | null>(null);

interface ProviderProps {
  response: AgentResponse;
  tab: AgentTabPath;
  children: ReactNode;
}

/** Holds the unsaved agent of one agent page; mount it with a key per agent so edits never leak to another. */
export function AgentShellProvider({ response, tab, children }: ProviderProps) {
  const queryClient = useQueryClient();
  const { agent: server, region, workspaceUid, widgetScriptUrl } = response;
  const agentId = server.ID;
  // null while there are no edits, so the local agent follows the server's.
  const [draft, setDraft] = useState<Agent | null>(null);
  const local = draft ?? server;

  const editLocal = useCallback(
    (update: (agent: Agent) => Agent) => setDraft((current) => update(current ?? server)),
    [server],
  );

  const acceptSaved = useCallback(
    (saved: AgentResponse, sent?: Agent) => {
      queryClient.setQueryData(agentQueryKey(saved.region, saved.agent.ID), saved);
      setDraft((current) => (sent && current && current !== sent ? current : null));
      void queryClient.invalidateQueries({ queryKey: agentVersionsQueryKey(saved.region, saved.agent.ID) });
      void queryClient.invalidateQueries({ queryKey: agentsQueryKey(saved.region, saved.workspaceUid) });
    },
    [queryClient],
  );

  const value = useMemo<AgentShellValue>(
    () => ({
      region,
      agentId,
      workspaceUid,
      widgetScriptUrl,
      tab,
      server,
      local,
      published: isPublished(local, server),
      editLocal,
      acceptSaved,
    }),
    [region, agentId, workspaceUid, widgetScriptUrl, tab, server, local, editLocal, acceptSaved],
  );

  return <AgentShellContext.Provider value={value}>{children}</AgentShellContext.Provider>;
}

export function useAgentShell(): AgentShellValue {
  const value = useContext(AgentShellContext);
  if (!value) throw new Error('useAgentShell is used outside AgentShellProvider.');
  return value;
}
