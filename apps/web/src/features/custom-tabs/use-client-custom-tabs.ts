import { ZShellCustomTabs } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const clientCustomTabsQueryKey = ['client-custom-tabs'] as const;

/** The signed-in client's custom tabs: its agency's always visible ones and those it was given. */
export function useClientCustomTabs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientCustomTabsQueryKey,
    queryFn: () => api.GET('/api/client/custom-tabs').then(answer(ZShellCustomTabs)),
    enabled,
  });
}
