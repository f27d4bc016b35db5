import { type Region, ZPaymentResult } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Spec 002 §5.5: buys credits with the saved card; the answer may ask for the 3-D Secure step. */
export function usePurchaseCredits(region: Region, uid: string) {
  return useMutation({
    mutationFn: (credits: number) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/credits', {
          params: { path: { region, uid } },
          body: { credits },
        })
        .then(answer(ZPaymentResult)),
  });
}
