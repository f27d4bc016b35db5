import { type CreateSubscriptionBody, type Region, ZPaymentResult } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Spec 002 §4.3: subscribes with the saved card; the answer may ask for the 3-D Secure step. */
export function useCreateSubscription(region: Region, uid: string) {
  return useMutation({
    mutationFn: (body: CreateSubscriptionBody) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/subscription', { params: { path: { region, uid } }, body })
        .then(answer(ZPaymentResult)),
  });
}
