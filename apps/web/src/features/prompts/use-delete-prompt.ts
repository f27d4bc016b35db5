import type { Prompt, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { promptsQueryKey } from './use-prompts';

export function useDeletePrompt(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = promptsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (id: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/prompts/{promptId}', {
          params: { path: { region, uid: workspaceUid, promptId: id } },
        })
        .then(noAnswer),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Prompt[]>(queryKey, (list) => list?.filter((prompt) => prompt.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
