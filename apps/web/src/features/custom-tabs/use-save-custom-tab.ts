import { type CustomTabBody, type Region, ZCustomTabs } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { customTabsQueryKey } from './use-custom-tabs';

/** Adds a tab (no id) or replaces one's fields; the answer is the list as saved. */
export function useSaveCustomTab(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tabId, body }: { tabId: string | null; body: CustomTabBody }) =>
      (tabId
        ? api.PUT('/api/{region}/workspaces/{uid}/agency/custom-tabs/{tabId}', {
            params: { path: { region, uid: workspaceUid, tabId } },
            body,
          })
        : api.POST('/api/{region}/workspaces/{uid}/agency/custom-tabs', {
            params: { path: { region, uid: workspaceUid } },
            body,
          })
      ).then(answer(ZCustomTabs)),
    onSuccess: (tabs) => queryClient.setQueryData(customTabsQueryKey(region, workspaceUid), tabs),
  });
}
