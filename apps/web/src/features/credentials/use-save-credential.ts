import { type CreateCredentialBody, type Region, type UpdateCredentialBody, ZCredential } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { credentialsPath, credentialsQueryKey } from './use-credentials';

export type SaveCredential =
  | { id?: undefined; body: CreateCredentialBody }
  | { id: string; body: UpdateCredentialBody };

/** Adds a provider, or changes one when an id is given. */
export function useSaveCredential(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveCredential) => {
      if (id === undefined) return api.post(credentialsPath(region, workspaceUid), body, ZCredential);
      await api.send('PATCH', credentialsPath(region, workspaceUid, id), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsQueryKey(region, workspaceUid) }),
  });
}
