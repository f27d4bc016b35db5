import type { Region, Tool } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { toolsQueryKey } from './use-tools';

export function useDeleteTool(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = toolsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (id: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/tools/{toolId}', {
          params: { path: { region, uid: workspaceUid, toolId: id } },
        })
        .then(noAnswer),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Tool[]>(queryKey, (list) => list?.filter((tool) => tool.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
