import { type Region, ZPaymentMethodView } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { refreshBilling } from './use-billing-summary';

/** Makes the card the browser's card form created the one payments are taken from. */
export function useSavePaymentMethod(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/billing/payment-method', {
          params: { path: { region, uid } },
          body: { paymentMethodId },
        })
        .then(answer(ZPaymentMethodView)),
    onSuccess: () => refreshBilling(queryClient, region, uid),
  });
}
