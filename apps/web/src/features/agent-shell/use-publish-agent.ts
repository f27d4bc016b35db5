import { type Agent, type Region, ZAgentResponse } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentApiPath } from './use-agent';

/** Spec 002 §7.4: the whole agent is posted; the answer is the saved agent. */
export function usePublishAgent(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (agent: Agent) => api.post(agentApiPath(region, agentId), agent, ZAgentResponse),
  });
}
