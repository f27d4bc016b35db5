import type { OrgWithClients, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { meQueryKey } from '../auth/use-me';
import { agencyOrgsQueryKey } from './use-agency-orgs';

/** Deletes an organisation with its client users; its credits go back to the workspace. */
export function useDeleteOrg(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyOrgsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (orgId: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/agency/orgs/{orgId}', {
          params: { path: { region, uid: workspaceUid, orgId } },
        })
        .then(noAnswer),
    onSuccess: (_answer, orgId) => {
      queryClient.setQueryData<OrgWithClients[]>(queryKey, (orgs) => orgs?.filter((org) => org.id !== orgId));
      // The workspace's balance, shown in the side navigation, took the organisation's credits back.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
