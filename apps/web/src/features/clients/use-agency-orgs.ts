import { type Region, ZAgencyOrgs } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function agencyOrgsQueryKey(region: Region, workspaceUid: string) {
  return ['agency-orgs', region, workspaceUid] as const;
}

/** The agency's client organisations, each with its client users, newest first. */
export function useAgencyOrgs(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: agencyOrgsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agency/orgs', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZAgencyOrgs))
        .then((answered) => answered.orgs),
  });
}
