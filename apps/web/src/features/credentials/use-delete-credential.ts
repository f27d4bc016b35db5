import type { Credential, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { credentialsQueryKey } from './use-credentials';

export function useDeleteCredential(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = credentialsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (id: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/llm-credentials/{credentialId}', {
          params: { path: { region, uid: workspaceUid, credentialId: id } },
        })
        .then(noAnswer),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Credential[]>(queryKey, (list) => list?.filter((credential) => credential.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
