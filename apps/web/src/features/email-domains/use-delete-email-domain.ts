import { type Region, ZEmailDomain } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { emailDomainQueryKey } from './use-email-domain';
import { emailDomainCheckQueryKey } from './use-verify-email-domain';

/** Resets the email domain to not_started (the answer: no domain, no records). */
export function useDeleteEmailDomain(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/agency/email-domain', {
          params: { path: { region, uid: workspaceUid } },
        })
        .then(answer(ZEmailDomain)),
    onSuccess: (domain) => {
      queryClient.removeQueries({ queryKey: emailDomainCheckQueryKey(region, workspaceUid) });
      queryClient.setQueryData(emailDomainQueryKey(region, workspaceUid), domain);
    },
  });
}
