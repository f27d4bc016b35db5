import { type AddonQuantities, type Region, ZDiscount } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { answer, api } from '../../lib/api';

const ZDiscountAnswer = z.object({ discount: ZDiscount });

/** Spec 002 §5.1: what the payment service makes of a code for this plan and these add-ons. */
export function useCheckDiscountCode(region: Region, uid: string) {
  return useMutation({
    mutationFn: (body: {
      code: string;
      planId: 'pay_as_you_go_monthly' | 'pay_as_you_go_yearly';
      addons: AddonQuantities;
    }) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/discount-codes/check', {
          params: { path: { region, uid } },
          body,
        })
        .then(answer(ZDiscountAnswer))
        .then((found) => found.discount),
  });
}
