import { type ClientUpdateBody, type OrgWithClients, type Region, ZClient } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyOrgsQueryKey } from './use-agency-orgs';
import { withClient } from './with-client';

/** Saves the Edit User drawer's edited fields only. */
export function useUpdateClient(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyOrgsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: ClientUpdateBody }) =>
      api
        .PATCH('/api/{region}/workspaces/{uid}/agency/clients/{clientId}', {
          params: { path: { region, uid: workspaceUid, clientId } },
          body,
        })
        .then(answer(ZClient)),
    onSuccess: (client) => {
      queryClient.setQueryData<OrgWithClients[]>(queryKey, (orgs) => withClient(orgs, client));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
