import { type Region, ZInvoiceList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { billingQueryKey } from './use-billing-summary';

export const invoicesQueryKey = (region: Region, uid: string) => [...billingQueryKey(region, uid), 'invoices'] as const;

/** The workspace's invoices, newest first as the payment service lists them. */
export function useInvoices(region: Region, uid: string) {
  return useQuery({
    queryKey: invoicesQueryKey(region, uid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/billing/invoices', { params: { path: { region, uid } } })
        .then(answer(ZInvoiceList))
        .then((list) => list.invoices),
  });
}
