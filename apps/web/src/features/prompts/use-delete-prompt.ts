import type { Prompt, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { promptsPath, promptsQueryKey } from './use-prompts';

export function useDeletePrompt(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = promptsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (id: string) => api.send('DELETE', promptsPath(region, workspaceUid, id)),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Prompt[]>(queryKey, (list) => list?.filter((prompt) => prompt.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
