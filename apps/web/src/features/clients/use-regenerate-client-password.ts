import { type OrgWithClients, type Region, ZClient } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyOrgsQueryKey } from './use-agency-orgs';
import { withClient } from './with-client';

/** A new dashboard password for a client user; its sessions signed in with the old one end. */
export function useRegenerateClientPassword(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyOrgsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (clientId: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/clients/{clientId}/password', {
          params: { path: { region, uid: workspaceUid, clientId } },
        })
        .then(answer(ZClient)),
    onSuccess: (client) => {
      queryClient.setQueryData<OrgWithClients[]>(queryKey, (orgs) => withClient(orgs, client));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
