import { type Region, ZAgencyAdminSecret } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyQueryKey } from './use-agency';

/** A new admin-link secret, answered once; the previous link stops working. */
export function useRegenerateAdminSecret(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/admin-secret/regenerate', {
          params: { path: { region, uid: workspaceUid } },
        })
        .then(answer(ZAgencyAdminSecret)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyQueryKey(region, workspaceUid) }),
  });
}
