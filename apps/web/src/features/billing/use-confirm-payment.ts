import { type Region, ZPaymentResult } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** After the 3-D Secure step: the payment's outcome, which fulfils its subscription or purchase. */
export function useConfirmPayment(region: Region, uid: string) {
  return useMutation({
    mutationFn: (paymentId: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/payments/confirm', {
          params: { path: { region, uid } },
          body: { paymentId },
        })
        .then(answer(ZPaymentResult)),
  });
}
