import { type Region, ZEmailDomain } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function emailDomainQueryKey(region: Region, workspaceUid: string) {
  return ['email-domain', region, workspaceUid] as const;
}

/** The agency's email sending domain: its status and the records to publish. */
export function useEmailDomain(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: emailDomainQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agency/email-domain', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZEmailDomain)),
  });
}
