import {
  type AddKbQaBody,
  type AddKbUrlBody,
  type AddKbWebsiteBody,
  type Region,
  type UpdateKbDocBody,
  ZKbCrawl,
  ZKbDoc,
} from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, multipart, noAnswer } from '../../lib/api';
import { knowledgeQueryKey } from './use-knowledge-docs';

export type AddKnowledge =
  | { kind: 'upload'; file: File }
  | { kind: 'url'; body: AddKbUrlBody }
  | { kind: 'website'; body: AddKbWebsiteBody }
  | { kind: 'qa'; body: AddKbQaBody };

/** Adds a document by upload, web page, website or Q&A; the list then follows its processing. */
export function useAddKnowledge(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: AddKnowledge): Promise<unknown> => {
      const params = { path: { region, agentId } };
      if (add.kind === 'upload') {
        const form = new FormData();
        form.append('file', add.file);
        return api
          .POST('/api/{region}/v2/agents/{agentId}/knowledge/upload', { params, body: multipart(form) })
          .then(answer(ZKbDoc));
      }
      if (add.kind === 'website') {
        return api
          .POST('/api/{region}/v2/agents/{agentId}/knowledge/website', { params, body: add.body })
          .then(answer(ZKbCrawl));
      }
      if (add.kind === 'url') {
        return api
          .POST('/api/{region}/v2/agents/{agentId}/knowledge/url', { params, body: add.body })
          .then(answer(ZKbDoc));
      }
      return api
        .POST('/api/{region}/v2/agents/{agentId}/knowledge/qa', { params, body: add.body })
        .then(answer(ZKbDoc));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}

export function useDeleteKnowledgeDoc(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) =>
      api
        .DELETE('/api/{region}/v2/agents/{agentId}/knowledge/{docId}', { params: { path: { region, agentId, docId } } })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}

export function useReindexKnowledgeDoc(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/knowledge/{docId}/reindex', {
          params: { path: { region, agentId, docId } },
        })
        .then(answer(ZKbDoc)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}

export function useUpdateKnowledgeDoc(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ docId, body }: { docId: string; body: UpdateKbDocBody }) =>
      api
        .PATCH('/api/{region}/v2/agents/{agentId}/knowledge/{docId}', {
          params: { path: { region, agentId, docId } },
          body,
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}
