import { type Region, ZPaymentResult } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Adds whole dollars to the credit balance with the saved card; may ask for the 3-D Secure step. */
export function useTopUp(region: Region, uid: string) {
  return useMutation({
    mutationFn: (amount: number) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/top-up', { params: { path: { region, uid } }, body: { amount } })
        .then(answer(ZPaymentResult)),
  });
}
