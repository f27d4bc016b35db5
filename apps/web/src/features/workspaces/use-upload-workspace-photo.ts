import { type Region, ZWorkspace } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, multipart } from '../../lib/api';
import { refreshMe } from '../auth/use-me';

/** Replaces the workspace's photo with one picture; the server makes it square. */
export function useUploadWorkspacePhoto(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api
        .POST('/api/{region}/workspaces/{uid}/photo', {
          params: { path: { region, uid: workspaceUid } },
          body: multipart(form),
        })
        .then(answer(ZWorkspace));
    },
    onSuccess: () => refreshMe(queryClient),
  });
}
