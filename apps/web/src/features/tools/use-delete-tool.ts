import type { Region, Tool } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { toolsPath, toolsQueryKey } from './use-tools';

export function useDeleteTool(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = toolsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (id: string) => api.send('DELETE', toolsPath(region, workspaceUid, id)),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Tool[]>(queryKey, (list) => list?.filter((tool) => tool.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
