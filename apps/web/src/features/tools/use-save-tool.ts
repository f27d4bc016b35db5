import { type CreateToolInput, type Region, type UpdateToolInput, ZTool } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { toolsPath, toolsQueryKey } from './use-tools';

export type SaveTool = { id?: undefined; body: CreateToolInput } | { id: string; body: UpdateToolInput };

/** Adds a tool, or changes one when an id is given. */
export function useSaveTool(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveTool) => {
      if (id === undefined) return api.post(toolsPath(region, workspaceUid), body, ZTool);
      await api.send('PATCH', toolsPath(region, workspaceUid, id), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQueryKey(region, workspaceUid) }),
  });
}
