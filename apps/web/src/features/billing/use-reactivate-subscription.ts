import type { Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { refreshBilling } from './use-billing-summary';

/** Spec 002 §4.1: a subscription flagged to cancel renews again. */
export function useReactivateSubscription(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/subscription/reactivate', { params: { path: { region, uid } } })
        .then(noAnswer),
    onSuccess: () => refreshBilling(queryClient, region, uid),
  });
}
