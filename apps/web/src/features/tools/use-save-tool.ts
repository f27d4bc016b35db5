import { type CreateToolInput, type Region, type UpdateToolInput, ZTool } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { toolsQueryKey } from './use-tools';

export type SaveTool = { id?: undefined; body: CreateToolInput } | { id: string; body: UpdateToolInput };

/** Adds a tool, or changes one when an id is given. */
export function useSaveTool(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveTool) => {
      if (id === undefined) {
        return api
          .POST('/api/{region}/workspaces/{uid}/tools', { params: { path: { region, uid: workspaceUid } }, body })
          .then(answer(ZTool));
      }
      await api.PATCH('/api/{region}/workspaces/{uid}/tools/{toolId}', {
        params: { path: { region, uid: workspaceUid, toolId: id } },
        body,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQueryKey(region, workspaceUid) }),
  });
}
