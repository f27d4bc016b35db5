import {
  type OrgAutoRechargeSettings,
  ZClientCheckout,
  ZClientMessage,
  ZClientPurchaseResult,
  ZOrgAutoRechargeSettings,
  ZPaymentMethodView,
  ZSandboxCard,
} from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import type { TestCard } from '../billing/use-sandbox-card';
import { clientBillingQueryKey } from './use-client-billing';

// One hook per Billing Dashboard call; each refreshes the dashboard's data when it succeeds.

function useRefreshingMutation<In, Out>(call: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientBillingQueryKey() }),
  });
}

/** A key per press of a pay button: the server charges and credits once for it, even if the request is sent again. */
const requestKey = () => ({ header: { 'idempotency-key': crypto.randomUUID() } });

/** Test mode: a test card number becomes a payment method on the agency's account. */
export function useClientSandboxCard() {
  return useMutation({
    mutationFn: (card: TestCard) =>
      api
        .POST('/api/client/billing/sandbox-card', { body: card })
        .then(answer(ZSandboxCard))
        .then((made) => made.paymentMethodId),
  });
}

export function useSaveClientPaymentMethod() {
  return useRefreshingMutation((paymentMethodId: string) =>
    api.PUT('/api/client/billing/payment-method', { body: { paymentMethodId } }).then(answer(ZPaymentMethodView)),
  );
}

export function usePurchaseOrgCredits() {
  return useRefreshingMutation((credits: number) =>
    api
      .POST('/api/client/billing/credits', { params: requestKey(), body: { credits } })
      .then(answer(ZClientPurchaseResult)),
  );
}

export function useTopUpOrgBalance() {
  return useRefreshingMutation((amount: number) =>
    api
      .POST('/api/client/billing/top-up', { params: requestKey(), body: { amount } })
      .then(answer(ZClientPurchaseResult)),
  );
}

export function useSaveOrgAutoRecharge() {
  return useRefreshingMutation((settings: OrgAutoRechargeSettings) =>
    api.PUT('/api/client/billing/auto-recharge', { body: settings }).then(answer(ZOrgAutoRechargeSettings)),
  );
}

/** Select Plan: the payment page's address, which comes back to the page the client is on. */
export function useSubscribeOrg() {
  return useMutation({
    mutationFn: (planId: string) =>
      api
        .POST('/api/client/billing/subscription', {
          params: requestKey(),
          body: { planId, returnPath: window.location.pathname },
        })
        .then(answer(ZClientCheckout)),
  });
}

export function useCancelOrgSubscription() {
  return useRefreshingMutation(() => api.POST('/api/client/billing/subscription/cancel').then(answer(ZClientMessage)));
}
