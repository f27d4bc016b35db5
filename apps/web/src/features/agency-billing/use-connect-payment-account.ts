import { type Region, ZAgencyBilling } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agencyBillingQueryKey } from './use-agency-billing';

export function useConnectPaymentAccount(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency-billing/account', {
          params: { path: { region, uid: workspaceUid } },
        })
        .then(answer(ZAgencyBilling)),
    onSuccess: (state) => queryClient.setQueryData(agencyBillingQueryKey(region, workspaceUid), state),
  });
}
