import { type CreatePromptBody, type Region, type UpdatePromptBody, ZPrompt } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { promptsQueryKey } from './use-prompts';

export type SavePrompt = { id?: undefined; body: CreatePromptBody } | { id: string; body: UpdatePromptBody };

/** Saves a new prompt, or changes one when an id is given. */
export function useSavePrompt(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SavePrompt) => {
      if (id === undefined) {
        return api
          .POST('/api/{region}/workspaces/{uid}/prompts', { params: { path: { region, uid: workspaceUid } }, body })
          .then(answer(ZPrompt));
      }
      await api.PATCH('/api/{region}/workspaces/{uid}/prompts/{promptId}', {
        params: { path: { region, uid: workspaceUid, promptId: id } },
        body,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryKey(region, workspaceUid) }),
  });
}
