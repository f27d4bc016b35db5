import { isKbDocProcessing, type Region, ZKbDocList, ZKbDocWithContent } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

// How often the list is read again while a document is being processed.
const PROCESSING_POLL_MS = 1500;

export function knowledgeQueryKey(region: Region, agentId: string) {
  return ['knowledge', region, agentId] as const;
}

/** The agent's documents and crawls, read again every moment while any of them is still being processed. */
export function useKnowledgeDocs(region: Region, agentId: string) {
  return useQuery({
    queryKey: knowledgeQueryKey(region, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/knowledge', { params: { path: { region, agentId } } })
        .then(answer(ZKbDocList)),
    refetchInterval: (query) =>
      [...(query.state.data?.docs ?? []), ...(query.state.data?.crawls ?? [])].some((item) =>
        isKbDocProcessing(item.status),
      )
        ? PROCESSING_POLL_MS
        : false,
  });
}

/** One document with its extracted text, read when `docId` is set. */
export function useKnowledgeDoc(region: Region, agentId: string, docId: string | undefined) {
  return useQuery({
    queryKey: [...knowledgeQueryKey(region, agentId), 'doc', docId],
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/knowledge/{docId}', {
          params: { path: { region, agentId, docId: docId ?? '' } },
        })
        .then(answer(ZKbDocWithContent)),
    enabled: docId !== undefined,
  });
}
