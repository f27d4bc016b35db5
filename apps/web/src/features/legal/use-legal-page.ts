import { type LegalPageName, ZLegalPage } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const legalPageQueryKey = (page: LegalPageName) => ['legal', page] as const;

/** One of the operator's legal pages (spec 001 §2). */
export function useLegalPage(page: LegalPageName) {
  return useQuery({
    queryKey: legalPageQueryKey(page),
    queryFn: () => api.GET('/api/legal/{page}', { params: { path: { page } } }).then(answer(ZLegalPage)),
  });
}
