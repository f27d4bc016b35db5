import { type AgencyPlanInput, type Region, ZAgencyPlan } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyBillingQueryKey } from './use-agency-billing';

/** Adds a plan, or saves the one named by `planId`. */
export function useSaveAgencyPlan(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, plan }: { planId?: string; plan: AgencyPlanInput }) =>
      (planId
        ? api.PUT('/api/{region}/workspaces/{uid}/agency-billing/plans/{planId}', {
            params: { path: { region, uid: workspaceUid, planId } },
            body: plan,
          })
        : api.POST('/api/{region}/workspaces/{uid}/agency-billing/plans', {
            params: { path: { region, uid: workspaceUid } },
            body: plan,
          })
      ).then(answer(ZAgencyPlan)),
    // Another plan may have lost its 'Most Popular' badge: the list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyBillingQueryKey(region, workspaceUid) }),
  });
}
