import { type Region, ZDiscount } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { answer, api } from '../../lib/api';
import { refreshBilling } from './use-billing-summary';

const ZDiscountAnswer = z.object({ discount: ZDiscount });

/** Modify Your Plan: a discount code for the running subscription, from its next invoice on. */
export function useApplyDiscountCode(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/subscription/discount-code', {
          params: { path: { region, uid } },
          body: { code },
        })
        .then(answer(ZDiscountAnswer))
        .then((applied) => applied.discount),
    // The summary names the code in force.
    onSuccess: () => refreshBilling(queryClient, region, uid),
  });
}
