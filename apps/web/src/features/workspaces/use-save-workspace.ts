import { type Region, type WorkspaceUpdateBody, ZWorkspace } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { refreshMe } from '../auth/use-me';

/** Saves the workspace's name; the switcher shows the new one. */
export function useSaveWorkspace(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceUpdateBody) =>
      api
        .POST('/api/{region}/workspaces/{uid}', { params: { path: { region, uid: workspaceUid } }, body })
        .then(answer(ZWorkspace)),
    onSuccess: () => refreshMe(queryClient),
  });
}
