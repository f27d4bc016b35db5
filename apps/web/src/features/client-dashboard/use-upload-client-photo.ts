import { ZClientSelf } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, multipart } from '../../lib/api';
import { setSessionClient } from './set-session-client';

/** The Account drawer's photo upload. */
export function useUploadClientPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.POST('/api/client/account/photo', { body: multipart(form) }).then(answer(ZClientSelf));
    },
    onSuccess: (client) => setSessionClient(queryClient, client),
  });
}
