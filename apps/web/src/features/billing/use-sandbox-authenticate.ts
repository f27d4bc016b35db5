import { type Region, ZPaymentResult } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Test mode: the bank's answer to the 3-D Secure challenge, then the payment's outcome. */
export function useSandboxAuthenticate(region: Region, uid: string) {
  return useMutation({
    mutationFn: ({ paymentId, authenticated }: { paymentId: string; authenticated: boolean }) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/sandbox/payments/{paymentId}/authenticate', {
          params: { path: { region, uid, paymentId } },
          body: { authenticated },
        })
        .then(answer(ZPaymentResult)),
  });
}
