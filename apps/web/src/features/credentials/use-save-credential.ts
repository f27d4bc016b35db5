import { type CreateCredentialBody, type Region, type UpdateCredentialBody, ZCredential } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { credentialsQueryKey } from './use-credentials';

export type SaveCredential =
  | { id?: undefined; body: CreateCredentialBody }
  | { id: string; body: UpdateCredentialBody };

/** Adds a provider, or changes one when an id is given. */
export function useSaveCredential(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveCredential) => {
      if (id === undefined) {
        return api
          .POST('/api/{region}/workspaces/{uid}/llm-credentials', {
            params: { path: { region, uid: workspaceUid } },
            body,
          })
          .then(answer(ZCredential));
      }
      await api.PATCH('/api/{region}/workspaces/{uid}/llm-credentials/{credentialId}', {
        params: { path: { region, uid: workspaceUid, credentialId: id } },
        body,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsQueryKey(region, workspaceUid) }),
  });
}
