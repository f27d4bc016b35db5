import { type Region, ZAgentExport } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentApiPath } from './use-agent';

/** The agent as a template file's contents (`{ agentTemplate }`), what Import Agent reads back. */
export function useExportAgent(region: Region, agentId: string) {
  return useMutation({
    mutationFn: () => api.get(`${agentApiPath(region, agentId)}/export`, ZAgentExport),
  });
}
