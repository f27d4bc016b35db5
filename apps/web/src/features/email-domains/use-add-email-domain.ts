import { type AddEmailDomainBody, type Region, ZEmailDomain } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { emailDomainQueryKey } from './use-email-domain';

/** Adds the domain: the answer holds the DNS records to publish. */
export function useAddEmailDomain(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddEmailDomainBody) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/agency/email-domain', {
          params: { path: { region, uid: workspaceUid } },
          body,
        })
        .then(answer(ZEmailDomain)),
    onSuccess: (domain) => queryClient.setQueryData(emailDomainQueryKey(region, workspaceUid), domain),
  });
}
