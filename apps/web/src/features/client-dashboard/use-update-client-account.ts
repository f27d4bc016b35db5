import type { ClientAccountBody } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { clientSessionQueryKey } from '../client-auth/use-client-session';

/** The Account drawer's Save: the edited fields merged into the client. */
export function useUpdateClientAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientAccountBody) => api.PATCH('/api/client/account', { body }).then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientSessionQueryKey }),
  });
}
