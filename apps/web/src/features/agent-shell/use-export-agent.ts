import { type Region, ZAgentExport } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** The agent as a template file's contents (`{ agentTemplate }`), what Import Agent reads back. */
export function useExportAgent(region: Region, agentId: string) {
  return useMutation({
    mutationFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/export', { params: { path: { region, agentId } } })
        .then(answer(ZAgentExport)),
  });
}
