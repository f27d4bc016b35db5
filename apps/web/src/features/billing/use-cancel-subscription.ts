import type { CancelSubscriptionBody, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { refreshBilling } from './use-billing-summary';

/** Spec 002 §5.3: flags the subscription to end at the period's end, with the owner's reason. */
export function useCancelSubscription(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelSubscriptionBody) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/subscription/cancel', { params: { path: { region, uid } }, body })
        .then(noAnswer),
    onSuccess: () => refreshBilling(queryClient, region, uid),
  });
}
