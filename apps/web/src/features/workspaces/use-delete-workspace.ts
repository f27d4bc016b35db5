import type { Region } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

/** Deletes a workspace and everything in it, for good. The caller moves the user elsewhere first. */
export function useDeleteWorkspace(region: Region, workspaceUid: string) {
  return useMutation({
    mutationFn: () =>
      api.DELETE('/api/{region}/workspaces/{uid}', { params: { path: { region, uid: workspaceUid } } }).then(noAnswer),
  });
}
