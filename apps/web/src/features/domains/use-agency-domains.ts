import {
  type AgencyDomain,
  type AgencyDomains,
  DOMAIN_CHECK_INTERVAL_MS,
  type DomainKind,
  type Region,
  ZAgencyDomain,
  ZAgencyDomains,
  ZDnsInstructionsSent,
  ZWhitelabelState,
} from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, noAnswer } from '../../lib/api';

export function agencyDomainsQueryKey(region: Region, workspaceUid: string) {
  return ['agency-domains', region, workspaceUid] as const;
}

export function domainCheckQueryKey(region: Region, workspaceUid: string, kind: DomainKind, domain: string) {
  return ['agency-domain-check', region, workspaceUid, kind, domain] as const;
}

const path = (region: Region, uid: string) => ({ params: { path: { region, uid } } });
const kindPath = (region: Region, uid: string, kind: DomainKind) => ({ params: { path: { region, uid, kind } } });

/** The agency's subdomain and custom domain, with their records, and its white-label entitlement. */
export function useAgencyDomains(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: agencyDomainsQueryKey(region, workspaceUid),
    queryFn: () =>
      api.GET('/api/{region}/workspaces/{uid}/agency/domains', path(region, workspaceUid)).then(answer(ZAgencyDomains)),
  });
}

/** Puts a saved or checked domain in place of the one the panel shows. */
function useShowDomain(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return (kind: DomainKind, domain: AgencyDomain | null) =>
    queryClient.setQueryData<AgencyDomains>(agencyDomainsQueryKey(region, workspaceUid), (current) =>
      current ? { ...current, [kind]: domain } : current,
    );
}

export function useSaveDomain(region: Region, workspaceUid: string, kind: DomainKind) {
  const show = useShowDomain(region, workspaceUid);
  return useMutation({
    mutationFn: (value: string) =>
      (kind === 'subdomain'
        ? api.PUT('/api/{region}/workspaces/{uid}/agency/domains/subdomain', {
            ...path(region, workspaceUid),
            body: { subdomain: value },
          })
        : api.PUT('/api/{region}/workspaces/{uid}/agency/domains/custom', {
            ...path(region, workspaceUid),
            body: { domain: value },
          })
      ).then(answer(ZAgencyDomain)),
    onSuccess: (saved) => show(kind, saved),
  });
}

/**
 * The domain's check, run at once and every 5 s until it is live (spec 000 §4): records until
 * verified, then whether it answers. Each answer replaces the domain the panel shows.
 */
export function useDomainCheck(region: Region, workspaceUid: string, domain: AgencyDomain) {
  const show = useShowDomain(region, workspaceUid);
  return useQuery({
    queryKey: domainCheckQueryKey(region, workspaceUid, domain.kind, domain.domain),
    queryFn: async () => {
      const checked = await api
        .POST('/api/{region}/workspaces/{uid}/agency/domains/{kind}/check', kindPath(region, workspaceUid, domain.kind))
        .then(answer(ZAgencyDomain));
      show(domain.kind, checked);
      return checked;
    },
    enabled: domain.status !== 'live',
    refetchInterval: (query) => (query.state.data?.status === 'live' ? false : DOMAIN_CHECK_INTERVAL_MS),
    refetchIntervalInBackground: false,
  });
}

export function useRemoveDomain(region: Region, workspaceUid: string, kind: DomainKind) {
  const show = useShowDomain(region, workspaceUid);
  return useMutation({
    mutationFn: () =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/agency/domains/{kind}', kindPath(region, workspaceUid, kind))
        .then(noAnswer),
    onSuccess: () => show(kind, null),
  });
}

export function useSendDnsInstructions(region: Region, workspaceUid: string, kind: DomainKind) {
  return useMutation({
    mutationFn: (to: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/domains/{kind}/instructions', {
          ...kindPath(region, workspaceUid, kind),
          body: { to },
        })
        .then(answer(ZDnsInstructionsSent)),
  });
}

export function useStartWhitelabelTrial(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/whitelabel-trial', path(region, workspaceUid))
        .then(answer(ZWhitelabelState)),
    onSuccess: (whitelabel) =>
      queryClient.setQueryData<AgencyDomains>(agencyDomainsQueryKey(region, workspaceUid), (current) =>
        current ? { ...current, whitelabel } : current,
      ),
  });
}
