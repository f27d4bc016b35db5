import type { Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { agencyBillingQueryKey } from './use-agency-billing';

export function useDeleteAgencyPlan(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/agency-billing/plans/{planId}', {
          params: { path: { region, uid: workspaceUid, planId } },
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyBillingQueryKey(region, workspaceUid) }),
  });
}
