import { type Agent, type Region, ZAgentResponse } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Spec 002 §7.4: the whole agent is posted; the answer is the saved agent. */
export function usePublishAgent(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (agent: Agent) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}', { params: { path: { region, agentId } }, body: agent })
        .then(answer(ZAgentResponse)),
  });
}
