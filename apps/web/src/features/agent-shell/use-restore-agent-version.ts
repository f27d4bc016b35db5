import { type Region, ZAgentResponse } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Makes an old version the current agent; the server records that as a new version. */
export function useRestoreAgentVersion(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (versionId: number) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/versions/{versionId}/restore', {
          params: { path: { region, agentId, versionId } },
        })
        .then(answer(ZAgentResponse)),
  });
}
