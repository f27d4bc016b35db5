import {
  CLIENT_ACCOUNT_MISSING_MESSAGE,
  CLIENT_LOGIN_AGAIN_MESSAGE,
  type ClientSession,
  ZClientSession,
} from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api, isApiError } from '../../lib/api';
import { CLIENT_ERROR_NOTICE_MS, clientNotice } from './client-notice';

export const clientSessionQueryKey = ['client-session'] as const;

// The server ends a session for these (spec 001 §4): the client is told why, then is signed out.
const ENDED_BY_SERVER = new Set([CLIENT_LOGIN_AGAIN_MESSAGE, CLIENT_ACCOUNT_MISSING_MESSAGE]);

/** The signed-in client with its organisation, or null when no client is signed in on this host. */
export async function fetchClientSession(): Promise<ClientSession | null> {
  try {
    return await api.GET('/api/client-auth/session').then(answer(ZClientSession));
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    if (ENDED_BY_SERVER.has(error.message)) clientNotice('red', error.message, CLIENT_ERROR_NOTICE_MS);
    return null;
  }
}

/** Asked again whenever the window regains focus, so a changed password or a removed account ends the session. */
export function useClientSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientSessionQueryKey,
    queryFn: fetchClientSession,
    enabled,
    refetchOnWindowFocus: 'always',
  });
}
