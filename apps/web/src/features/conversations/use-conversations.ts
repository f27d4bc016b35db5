import {
  type ConversationListQuery,
  type Region,
  type UpdateConversationBody,
  ZConversationList,
  ZConversationSummary,
  ZTranscript,
  ZTranscriptMessage,
  ZWorkspaceMembers,
} from '@agent-platform/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';

export type ConversationFilters = Omit<ConversationListQuery, 'cursor'>;

const conversationsPath = (region: Region, uid: string) =>
  `/api/${region}/workspaces/${encodeURIComponent(uid)}/conversations`;
const conversationPath = (region: Region, uid: string, id: string) =>
  `${conversationsPath(region, uid)}/${encodeURIComponent(id)}`;

export const conversationsQueryKey = (region: Region, uid: string) => ['conversations', region, uid] as const;
const transcriptQueryKey = (region: Region, uid: string, id: string | undefined) =>
  [...conversationsQueryKey(region, uid), 'transcript', id] as const;

/** The Chats tab's list, a page at a time, latest activity first. */
export function useConversations(region: Region, uid: string, filters: ConversationFilters) {
  return useInfiniteQuery({
    queryKey: [...conversationsQueryKey(region, uid), 'list', filters],
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      if (pageParam) query.set('cursor', pageParam);
      return api.get(`${conversationsPath(region, uid)}?${query}`, ZConversationList);
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useTranscript(region: Region, uid: string, id: string | undefined) {
  return useQuery({
    queryKey: transcriptQueryKey(region, uid, id),
    queryFn: () => api.get(conversationPath(region, uid, id ?? ''), ZTranscript),
    enabled: id !== undefined,
  });
}

/**
 * Keeps the tab live: the server says which conversation changed (in any of its processes), and
 * the list and that transcript are read again. EventSource reconnects by itself after a drop.
 */
export function useLiveConversations(region: Region, uid: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(`${conversationsPath(region, uid)}/events`);
    source.addEventListener('change', () => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) });
    });
    return () => source.close();
  }, [region, uid, queryClient]);
}

/** 'Take over' or 'Return to AI'. */
export function useSetManualControl(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api.post(
        `${conversationPath(region, uid, id)}/${on ? 'take-over' : 'return-to-ai'}`,
        undefined,
        ZConversationSummary,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) }),
  });
}

/** Tags or delegation; only what is given changes. */
export function useUpdateConversation(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConversationBody) => api.send('PATCH', conversationPath(region, uid, id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) }),
  });
}

export function useDeleteConversation(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('DELETE', conversationPath(region, uid, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) }),
  });
}

/** Where the transcript downloads as a file. */
export const conversationExportPath = (region: Region, uid: string, id: string, format: 'text' | 'json') =>
  `${conversationPath(region, uid, id)}/export?format=${format}`;

export function useWorkspaceMembers(region: Region, uid: string) {
  return useQuery({
    queryKey: ['workspace-members', region, uid],
    queryFn: () => api.get(`/api/${region}/workspaces/${encodeURIComponent(uid)}/members`, ZWorkspaceMembers),
  });
}

export function useSendMemberReply(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post(`${conversationPath(region, uid, id)}/replies`, { text }, ZTranscriptMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptQueryKey(region, uid, id) }),
  });
}
