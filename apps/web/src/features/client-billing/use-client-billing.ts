import { ZClientBillingSummary } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const clientBillingQueryKey = () => ['client-billing'] as const;

/** How often the dashboard asks again while a plan just paid for is on its way. */
const AWAITING_PLAN_MS = 1000;

/** The Billing Dashboard's data (spec 002 §2.6), on the agency's payment account. */
export function useClientBilling(enabled: boolean, awaitingPlan = false) {
  return useQuery({
    queryKey: clientBillingQueryKey(),
    queryFn: () => api.GET('/api/client/billing').then(answer(ZClientBillingSummary)),
    enabled,
    refetchInterval: awaitingPlan ? AWAITING_PLAN_MS : false,
  });
}
