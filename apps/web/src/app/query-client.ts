import { QueryCache, QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../features/auth/use-me';
import { ApiError, isApiError } from '../lib/api';

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; network and server failures might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The session ended (expired, or logged out in another tab): the shell sends the user to /login.
        if (isApiError(error, 401) && query.queryKey[0] !== meQueryKey[0]) {
          queryClient.setQueryData(meQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
