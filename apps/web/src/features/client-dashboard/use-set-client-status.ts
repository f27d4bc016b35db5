import { type ClientStatus, ZClientSession } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { clientSessionQueryKey } from '../client-auth/use-client-session';

/** The credits button's online/offline toggle, saved through the server (spec 001 §4). */
export function useSetClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ClientStatus) =>
      api.POST('/api/client/status', { body: { status } }).then(answer(ZClientSession)),
    onSuccess: (session) => queryClient.setQueryData(clientSessionQueryKey, session),
  });
}
