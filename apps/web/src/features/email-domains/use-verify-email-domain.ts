import { EMAIL_DOMAIN_POLL_MS, type EmailDomain, type Region, ZEmailDomain } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { emailDomainQueryKey } from './use-email-domain';

export function emailDomainCheckQueryKey(region: Region, workspaceUid: string) {
  return ['email-domain', region, workspaceUid, 'check'] as const;
}

const verify = (region: Region, workspaceUid: string) =>
  api
    .POST('/api/{region}/workspaces/{uid}/agency/email-domain/verify', {
      params: { path: { region, uid: workspaceUid } },
    })
    .then(answer(ZEmailDomain));

/** The Verify button: checks the records in DNS now. */
export function useVerifyEmailDomain(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verify(region, workspaceUid),
    onSuccess: (domain) => {
      queryClient.setQueryData(emailDomainQueryKey(region, workspaceUid), domain);
      // Counts as the latest poll, so the next one comes 5 s later rather than at once.
      queryClient.setQueryData(emailDomainCheckQueryKey(region, workspaceUid), domain);
    },
  });
}

/**
 * Checks the records again every 5 s while `polling` (spec 001 §4: while the status is neither
 * verified nor not_started); each answer replaces the shown status. A query rather than a timer:
 * the interval stops by itself when the panel closes or the status settles.
 */
export function useEmailDomainPolling(region: Region, workspaceUid: string, polling: boolean) {
  const queryClient = useQueryClient();
  return useQuery<EmailDomain>({
    queryKey: emailDomainCheckQueryKey(region, workspaceUid),
    queryFn: async () => {
      const domain = await verify(region, workspaceUid);
      queryClient.setQueryData(emailDomainQueryKey(region, workspaceUid), domain);
      return domain;
    },
    enabled: polling,
    refetchInterval: polling ? EMAIL_DOMAIN_POLL_MS : false,
    staleTime: EMAIL_DOMAIN_POLL_MS,
    retry: false,
  });
}
