import { type OrgCreditTransferBody, type Region, ZOrgCreditTransfer } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { meQueryKey } from '../auth/use-me';
import { agencyOrgsQueryKey } from './use-agency-orgs';

/** Moves credits between the workspace and an organisation; both balances are read again after. */
export function useTransferOrgCredits(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, body }: { orgId: string; body: OrgCreditTransferBody }) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/orgs/{orgId}/credits/transfer', {
          params: { path: { region, uid: workspaceUid, orgId } },
          body,
        })
        .then(answer(ZOrgCreditTransfer)),
    // The workspace's balance lives in the signed-in account's answer (side navigation, Usage).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyOrgsQueryKey(region, workspaceUid) }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
