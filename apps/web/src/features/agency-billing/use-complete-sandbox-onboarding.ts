import { type Region, ZAgencyBilling } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyBillingQueryKey } from './use-agency-billing';

/** Test mode's onboarding page: Complete. */
export function useCompleteSandboxOnboarding(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency-billing/sandbox/onboarding/complete', {
          params: { path: { region, uid: workspaceUid } },
          body: { accountId },
        })
        .then(answer(ZAgencyBilling)),
    onSuccess: (state) => queryClient.setQueryData(agencyBillingQueryKey(region, workspaceUid), state),
  });
}
