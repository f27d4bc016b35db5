import { type ClientOnboardingCompleteBody, ZClientOnboardingState } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { clientOnboardingQueryKey } from './use-client-onboarding';

/** Finishing or skipping the wizard: onboarding is done, with what the client told it. */
export function useCompleteClientOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientOnboardingCompleteBody) =>
      api.POST('/api/client/onboarding/complete', { body }).then(answer(ZClientOnboardingState)),
    // Not written into the wizard's query: the page would leave before the propagation wait is over.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientOnboardingQueryKey(), refetchType: 'none' }),
  });
}
