import type { OrgWithClients, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { agencyOrgsQueryKey } from './use-agency-orgs';

export function useDeleteClient(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyOrgsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (clientId: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/agency/clients/{clientId}', {
          params: { path: { region, uid: workspaceUid, clientId } },
        })
        .then(noAnswer),
    onSuccess: (_answer, clientId) => {
      queryClient.setQueryData<OrgWithClients[]>(queryKey, (orgs) =>
        orgs?.map((org) => ({ ...org, clients: org.clients.filter((client) => client.id !== clientId) })),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
