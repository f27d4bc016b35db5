import { type OnboardingBody, ZWorkspace } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Creates the user's personal workspace in the chosen region. Calling it twice returns the same workspace. */
export function useOnboarding() {
  return useMutation({
    mutationFn: (body: OnboardingBody) => api.POST('/api/onboarding', { body }).then(answer(ZWorkspace)),
  });
}
