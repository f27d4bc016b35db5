import { type OrgWithClients, type Region, ZOrgWithClients } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyOrgsQueryKey } from './use-agency-orgs';

/** A new organisation with the default name; the agency's defaults for new clients fill the rest. */
export function useCreateOrg(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyOrgsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/orgs', {
          params: { path: { region, uid: workspaceUid } },
          body: {},
        })
        .then(answer(ZOrgWithClients)),
    onSuccess: (org) => {
      // In the list at once, so its Org Info drawer can open on it before the refetch.
      queryClient.setQueryData<OrgWithClients[]>(queryKey, (orgs) => [org, ...(orgs ?? [])]);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
