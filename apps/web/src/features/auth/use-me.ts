import { type Me, SIGNED_IN_HINT_COOKIE, ZMe } from '@agent-platform/core';
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

/** The server marks this browser while it holds a session (the session cookie itself is unreadable here). */
export function mayBeSignedIn(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * `onlyIfSignedIn`: for pages anyone may open (sign-in, sign-up), which ask only when this browser
 * holds a session, so a visitor's console never shows a refused request; `isLoading` is then false.
 */
export function useMe({ onlyIfSignedIn = false }: { onlyIfSignedIn?: boolean } = {}) {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled: !onlyIfSignedIn || mayBeSignedIn() });
}

/** Asks the server again, for the moments the session or the workspaces have just changed. */
export function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
}
