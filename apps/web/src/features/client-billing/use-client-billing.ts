import { ZClientBillingSummary } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const clientBillingQueryKey = () => ['client-billing'] as const;

/** The Billing Dashboard's data (spec 002 §2.6), on the agency's payment account. */
export function useClientBilling(enabled: boolean) {
  return useQuery({
    queryKey: clientBillingQueryKey(),
    queryFn: () => api.GET('/api/client/billing').then(answer(ZClientBillingSummary)),
    enabled,
  });
}
