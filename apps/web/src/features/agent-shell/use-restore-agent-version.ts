import { type Region, ZAgentResponse } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentApiPath } from './use-agent';

/** Makes an old version the current agent; the server records that as a new version. */
export function useRestoreAgentVersion(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (versionId: number) =>
      api.post(`${agentApiPath(region, agentId)}/versions/${versionId}/restore`, undefined, ZAgentResponse),
  });
}
