import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, multipart, noAnswer } from '../../lib/api';
import { clientSessionQueryKey } from '../client-auth/use-client-session';

/** The Account drawer's photo upload. */
export function useUploadClientPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.POST('/api/client/account/photo', { body: multipart(form) }).then(noAnswer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientSessionQueryKey }),
  });
}
