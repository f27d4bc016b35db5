import { type AgencyBillingSettingsBody, type Region, ZAgencyBilling } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyBillingQueryKey } from './use-agency-billing';

export function useSaveAgencyBillingSettings(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyBillingSettingsBody) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/agency-billing/settings', {
          params: { path: { region, uid: workspaceUid } },
          body,
        })
        .then(answer(ZAgencyBilling)),
    onSuccess: (state) => queryClient.setQueryData(agencyBillingQueryKey(region, workspaceUid), state),
  });
}
