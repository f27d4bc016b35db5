import { type CreatePromptBody, type Region, type UpdatePromptBody, ZPrompt } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { promptsPath, promptsQueryKey } from './use-prompts';

export type SavePrompt = { id?: undefined; body: CreatePromptBody } | { id: string; body: UpdatePromptBody };

/** Saves a new prompt, or changes one when an id is given. */
export function useSavePrompt(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SavePrompt) => {
      if (id === undefined) return api.post(promptsPath(region, workspaceUid), body, ZPrompt);
      await api.send('PATCH', promptsPath(region, workspaceUid, id), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryKey(region, workspaceUid) }),
  });
}
