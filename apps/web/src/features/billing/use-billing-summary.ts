import { type Region, ZBillingSummary } from '@agent-platform/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Everything the owner's billing page reads, under one prefix so that a change refreshes it all. */
export const billingQueryKey = (region: Region, uid: string) => ['billing', region, uid] as const;
export const billingSummaryQueryKey = (region: Region, uid: string) =>
  [...billingQueryKey(region, uid), 'summary'] as const;

/** Spec 002 §2.5: the plan, balance, usage, card and add-ons of the workspace. */
export function useBillingSummary(region: Region, uid: string) {
  return useQuery({
    queryKey: billingSummaryQueryKey(region, uid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/billing', { params: { path: { region, uid } } })
        .then(answer(ZBillingSummary)),
  });
}

/** After a payment or a plan change: the summary, the invoices and the balance are read again. */
export function refreshBilling(queryClient: QueryClient, region: Region, uid: string) {
  return queryClient.invalidateQueries({ queryKey: billingQueryKey(region, uid) });
}
