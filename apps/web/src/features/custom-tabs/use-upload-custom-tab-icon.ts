import { type Region, ZCustomTabs } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, multipart } from '../../lib/api';
import { customTabsQueryKey } from './use-custom-tabs';

/** Uploads a tab's icon (at most 1 MB; the server checks it is a picture and keeps it as a PNG). */
export function useUploadCustomTabIcon(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tabId, file }: { tabId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api
        .POST('/api/{region}/workspaces/{uid}/agency/custom-tabs/{tabId}/icon', {
          params: { path: { region, uid: workspaceUid, tabId } },
          body: multipart(form),
        })
        .then(answer(ZCustomTabs));
    },
    onSuccess: (tabs) => queryClient.setQueryData(customTabsQueryKey(region, workspaceUid), tabs),
  });
}
