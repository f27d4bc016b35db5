import { type Me, ZMe } from '@agent-platform/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { answer, api, isApiError } from '../../lib/api';

export const meQueryKey = ['me'] as const;

/** The signed-in account and its workspaces, or null when signed out. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api.GET('/api/auth/me').then(answer(ZMe));
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe });
}

/** Asks the server again, for the moments the session or the workspaces have just changed. */
export function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
}
