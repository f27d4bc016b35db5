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
import { api } from '../../lib/api';
import { knowledgePath, knowledgeQueryKey } from './use-knowledge-docs';

export type AddKnowledge =
  | { kind: 'upload'; file: File }
  | { kind: 'url'; body: AddKbUrlBody }
  | { kind: 'website'; body: AddKbWebsiteBody }
  | { kind: 'qa'; body: AddKbQaBody };

/** Adds a document by upload, web page, website or Q&A; the list then follows its processing. */
export function useAddKnowledge(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  const base = knowledgePath(region, agentId);
  return useMutation({
    mutationFn: (add: AddKnowledge): Promise<unknown> => {
      if (add.kind === 'upload') {
        const form = new FormData();
        form.append('file', add.file);
        return api.post(`${base}/upload`, form, ZKbDoc);
      }
      if (add.kind === 'website') return api.post(`${base}/website`, add.body, ZKbCrawl);
      return api.post(`${base}/${add.kind}`, add.body, ZKbDoc);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}

export function useDeleteKnowledgeDoc(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) => api.send('DELETE', knowledgePath(region, agentId, docId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}

export function useReindexKnowledgeDoc(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) => api.post(`${knowledgePath(region, agentId, docId)}/reindex`, undefined, ZKbDoc),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}

export function useUpdateKnowledgeDoc(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ docId, body }: { docId: string; body: UpdateKbDocBody }) =>
      api.send('PATCH', knowledgePath(region, agentId, docId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey(region, agentId) }),
  });
}
