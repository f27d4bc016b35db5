import { type OrgUpdateBody, type OrgWithClients, type Region, ZOrg } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyOrgsQueryKey } from './use-agency-orgs';

/** Saves the Org Info drawer's edited fields only; the server merges them into the organisation. */
export function useUpdateOrg(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyOrgsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: ({ orgId, body }: { orgId: string; body: OrgUpdateBody }) =>
      api
        .PATCH('/api/{region}/workspaces/{uid}/agency/orgs/{orgId}', {
          params: { path: { region, uid: workspaceUid, orgId } },
          body,
        })
        .then(answer(ZOrg)),
    onSuccess: (org) => {
      queryClient.setQueryData<OrgWithClients[]>(queryKey, (orgs) =>
        orgs?.map((each) => (each.id === org.id ? { ...org, clients: each.clients } : each)),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
