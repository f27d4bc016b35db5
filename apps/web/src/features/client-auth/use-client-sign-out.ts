import { CLIENT_SIGN_OUT_REDIRECT_MS, CLIENT_SIGNED_OUT_MESSAGE } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, noAnswer } from '../../lib/api';
import { meQueryKey } from '../auth/use-me';
import { clientNotice } from './client-notice';
import { clientEntryQueryKey } from './use-client-entry';
import { clientSessionQueryKey } from './use-client-session';

/**
 * Log Out (spec 001 §4): 'Signed out successfully.', the client's data cleared (client,
 * organisation, agents), then to / after 100 ms.
 */
export function useClientSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.POST('/api/client-auth/sign-out').then(noAnswer),
    onSuccess: () => {
      const kept = new Set<unknown>([meQueryKey[0], clientEntryQueryKey[0]]);
      queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
      queryClient.setQueryData(clientSessionQueryKey, null);
      clientNotice('green', CLIENT_SIGNED_OUT_MESSAGE);
      setTimeout(() => navigate('/', { replace: true }), CLIENT_SIGN_OUT_REDIRECT_MS);
    },
  });
}
