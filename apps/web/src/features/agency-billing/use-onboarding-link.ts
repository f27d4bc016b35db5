import { type Region, ZOnboardingLink } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** A fresh onboarding link each time: the payment service's links expire within minutes. */
export function useOnboardingLink(region: Region, workspaceUid: string) {
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency-billing/account/onboarding-link', {
          params: { path: { region, uid: workspaceUid } },
        })
        .then(answer(ZOnboardingLink)),
  });
}
