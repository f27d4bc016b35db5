import { ZClientOnboardingState } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const clientOnboardingQueryKey = () => ['client-onboarding'] as const;

/** The agency's onboarding flags and name for the signed-in client. */
export function useClientOnboarding() {
  return useQuery({
    queryKey: clientOnboardingQueryKey(),
    queryFn: () => api.GET('/api/client/onboarding').then(answer(ZClientOnboardingState)),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
