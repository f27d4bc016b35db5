import type { Credential, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { credentialsPath, credentialsQueryKey } from './use-credentials';

export function useDeleteCredential(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = credentialsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (id: string) => api.send('DELETE', credentialsPath(region, workspaceUid, id)),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Credential[]>(queryKey, (list) => list?.filter((credential) => credential.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
