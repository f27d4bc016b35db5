import { type Region, ZAgencyBilling } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function agencyBillingQueryKey(region: Region, workspaceUid: string) {
  return ['agency-billing', region, workspaceUid] as const;
}

/** The Auto Billing tab's state: whitelabel, the fee, the payment account, prices and plans. */
export function useAgencyBilling(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: agencyBillingQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agency-billing', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZAgencyBilling)),
  });
}
