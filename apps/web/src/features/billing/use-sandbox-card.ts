import { type Region, ZSandboxCard } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Test mode: a Stripe test card becomes a payment method, the step Stripe.js takes with Stripe. */
export function useSandboxCard(region: Region, uid: string) {
  return useMutation({
    mutationFn: (card: TestCard) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/sandbox/payment-methods', {
          params: { path: { region, uid } },
          body: card,
        })
        .then(answer(ZSandboxCard))
        .then((made) => made.paymentMethodId),
  });
}
