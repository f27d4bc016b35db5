import { type Region, ZPromptList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function promptsPath(region: Region, workspaceUid: string, promptId?: string) {
  const base = `/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/prompts`;
  return promptId === undefined ? base : `${base}/${encodeURIComponent(promptId)}`;
}

export function promptsQueryKey(region: Region, workspaceUid: string) {
  return ['prompts', region, workspaceUid] as const;
}

/** The workspace's saved prompts, the most recently changed first. */
export function usePrompts(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: promptsQueryKey(region, workspaceUid),
    queryFn: () => api.get(promptsPath(region, workspaceUid), ZPromptList).then((list) => list.prompts),
  });
}
