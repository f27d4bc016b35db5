import { type Region, ZOrgBillingMargin } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function orgBillingMarginQueryKey(region: Region, workspaceUid: string, orgId: string) {
  return ['org-billing-margin', region, workspaceUid, orgId] as const;
}

/** What the agency earns on one client organisation: paid, cost and margin in USD. */
export function useOrgBillingMargin(region: Region, workspaceUid: string, orgId: string) {
  return useQuery({
    queryKey: orgBillingMarginQueryKey(region, workspaceUid, orgId),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agency/orgs/{orgId}/billing-margin', {
          params: { path: { region, uid: workspaceUid, orgId } },
        })
        .then(answer(ZOrgBillingMargin)),
  });
}
