import { type ClientCreateBody, type OrgWithClients, type Region, ZClient } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyOrgsQueryKey } from './use-agency-orgs';
import { withClient } from './with-client';

/** Adds a client user; the server makes its dashboard password and fills what was left out from the defaults. */
export function useCreateClient(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyOrgsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: ({ orgId, body }: { orgId: string; body: ClientCreateBody }) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/orgs/{orgId}/clients', {
          params: { path: { region, uid: workspaceUid, orgId } },
          body,
        })
        .then(answer(ZClient)),
    onSuccess: (client) => {
      queryClient.setQueryData<OrgWithClients[]>(queryKey, (orgs) => withClient(orgs, client));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
