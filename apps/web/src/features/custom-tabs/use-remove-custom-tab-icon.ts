import { type Region, ZCustomTabs } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { customTabsQueryKey } from './use-custom-tabs';

export function useRemoveCustomTabIcon(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tabId: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/agency/custom-tabs/{tabId}/icon', {
          params: { path: { region, uid: workspaceUid, tabId } },
        })
        .then(answer(ZCustomTabs)),
    onSuccess: (tabs) => queryClient.setQueryData(customTabsQueryKey(region, workspaceUid), tabs),
  });
}
