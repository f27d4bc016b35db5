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
import { answer, api, apiPath, noAnswer } from '../../lib/api';
import { useLiveInvalidation } from '../../lib/use-live-invalidation';

export type ConversationFilters = Omit<ConversationListQuery, 'cursor'>;

export const conversationsQueryKey = (region: Region, uid: string) => ['conversations', region, uid] as const;
const transcriptQueryKey = (region: Region, uid: string, id: string | undefined) =>
  [...conversationsQueryKey(region, uid), 'transcript', id] as const;

/** The Chats tab's list, a page at a time, latest activity first. */
export function useConversations(region: Region, uid: string, filters: ConversationFilters) {
  return useInfiniteQuery({
    queryKey: [...conversationsQueryKey(region, uid), 'list', filters],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api
        .GET('/api/{region}/workspaces/{uid}/conversations', {
          params: { path: { region, uid }, query: withValues({ ...filters, cursor: pageParam }) },
        })
        .then(answer(ZConversationList)),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** An empty filter means no filter: it stays out of the address. */
function withValues(query: ConversationListQuery): ConversationListQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value));
}

export function useTranscript(region: Region, uid: string, id: string | undefined) {
  return useQuery({
    queryKey: transcriptQueryKey(region, uid, id),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/conversations/{conversationId}', {
          params: { path: { region, uid, conversationId: id ?? '' } },
        })
        .then(answer(ZTranscript)),
    enabled: id !== undefined,
  });
}

/**
 * Keeps the tab live: the server says which conversation changed (in any of its processes), and
 * the list and the transcripts are read again, and again after a reconnect.
 */
export function useLiveConversations(region: Region, uid: string) {
  useLiveInvalidation(
    apiPath('/api/{region}/workspaces/{uid}/conversations/events', { path: { region, uid } }),
    conversationsQueryKey(region, uid),
  );
}

/** 'Take over' or 'Return to AI'. */
export function useSetManualControl(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api
        .POST(
          on
            ? '/api/{region}/workspaces/{uid}/conversations/{conversationId}/take-over'
            : '/api/{region}/workspaces/{uid}/conversations/{conversationId}/return-to-ai',
          { params: { path: { region, uid, conversationId: id } } },
        )
        .then(answer(ZConversationSummary)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) }),
  });
}

/** Tags or delegation; only what is given changes. */
export function useUpdateConversation(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConversationBody) =>
      api
        .PATCH('/api/{region}/workspaces/{uid}/conversations/{conversationId}', {
          params: { path: { region, uid, conversationId: id } },
          body,
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) }),
  });
}

export function useDeleteConversation(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/conversations/{conversationId}', {
          params: { path: { region, uid, conversationId: id } },
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) }),
  });
}

/** Where the transcript downloads as a file. */
export const conversationExportPath = (region: Region, uid: string, id: string, format: 'text' | 'json') =>
  apiPath('/api/{region}/workspaces/{uid}/conversations/{conversationId}/export', {
    path: { region, uid, conversationId: id },
    query: { format },
  });

export function useWorkspaceMembers(region: Region, uid: string) {
  return useQuery({
    queryKey: ['workspace-members', region, uid],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/members', { params: { path: { region, uid } } })
        .then(answer(ZWorkspaceMembers)),
  });
}

export function useSendMemberReply(region: Region, uid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/conversations/{conversationId}/replies', {
          params: { path: { region, uid, conversationId: id } },
          body: { text },
        })
        .then(answer(ZTranscriptMessage)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptQueryKey(region, uid, id) }),
  });
}
