import { ZClientEntry } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const clientEntryQueryKey = ['client-entry'] as const;

/** What the agency's sign-in screens offer: signup, password sign in, the support address. */
export function useClientEntry() {
  return useQuery({
    queryKey: clientEntryQueryKey,
    queryFn: () => api.GET('/api/client-auth/entry').then(answer(ZClientEntry)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
