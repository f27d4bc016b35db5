import {
  type Region,
  type SandboxCheckoutOutcome,
  ZSandboxCheckout,
  ZSandboxCheckoutOutcome,
} from '@agent-platform/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import type { TestCard } from './use-sandbox-card';

export const testModeCheckoutQueryKey = (sessionId: string) => ['test-mode-checkout', sessionId] as const;

/** Test mode's checkout page: the plan and its price. */
export function useTestModeCheckout(region: Region, sessionId: string) {
  return useQuery({
    queryKey: testModeCheckoutQueryKey(sessionId),
    queryFn: () =>
      api
        .GET('/api/{region}/public/test-mode/checkout/{sessionId}', { params: { path: { region, sessionId } } })
        .then(answer(ZSandboxCheckout)),
    enabled: sessionId !== '',
  });
}

/** Pay with a test card: back to the product, or the 3-D Secure step first. */
export function usePayTestModeCheckout(region: Region, sessionId: string) {
  return useMutation({
    mutationFn: (card: TestCard): Promise<SandboxCheckoutOutcome> =>
      api
        .POST('/api/{region}/public/test-mode/checkout/{sessionId}/pay', {
          params: { path: { region, sessionId } },
          body: card,
        })
        .then(answer(ZSandboxCheckoutOutcome)),
  });
}

/** The checkout's 3-D Secure step, passed or failed. */
export function useAuthenticateTestModeCheckout(region: Region, sessionId: string) {
  return useMutation({
    mutationFn: (step: { paymentId: string; authenticated: boolean }): Promise<SandboxCheckoutOutcome> =>
      api
        .POST('/api/{region}/public/test-mode/checkout/{sessionId}/authenticate', {
          params: { path: { region, sessionId } },
          body: step,
        })
        .then(answer(ZSandboxCheckoutOutcome)),
  });
}
