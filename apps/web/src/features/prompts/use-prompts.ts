import { type Region, ZPromptList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function promptsQueryKey(region: Region, workspaceUid: string) {
  return ['prompts', region, workspaceUid] as const;
}

/** The workspace's saved prompts, the most recently changed first. */
export function usePrompts(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: promptsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/prompts', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZPromptList))
        .then((list) => list.prompts),
  });
}
