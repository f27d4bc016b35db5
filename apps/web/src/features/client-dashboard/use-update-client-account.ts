import { type ClientAccountBody, ZClientSelf } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { setSessionClient } from './set-session-client';

/** The Account drawer's Save: the edited fields merged into the client. */
export function useUpdateClientAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientAccountBody) => api.PATCH('/api/client/account', { body }).then(answer(ZClientSelf)),
    onSuccess: (client) => setSessionClient(queryClient, client),
  });
}
