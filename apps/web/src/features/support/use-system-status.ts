import { ZSystemStatus } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const systemStatusQueryKey = ['system-status'] as const;

/** The server's version, its regions' databases and which outside services are configured. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: () => api.GET('/api/status').then(answer(ZSystemStatus)),
  });
}
