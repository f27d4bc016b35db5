import { type AgencyDomain, DOMAIN_TEXTS, type DomainKind, type Region } from '@agent-platform/core';
import { Loader, Paper, Stack, Title } from '@mantine/core';
import { SectionLoadError } from '../../ui/section-load-error';
import { DomainForm } from './domain-form';
import { DomainSetup } from './domain-setup';
import { useAgencyDomains } from './use-agency-domains';
import { WhitelabelTrialOffer } from './whitelabel-trial-offer';

/** The Domains tab of the agency settings: the agency's subdomain and its custom domain. */
export function DomainsPanel({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  const domains = useAgencyDomains(region, workspaceUid);
  if (domains.isPending) return <Loader aria-label="Loading domains" />;
  if (domains.isError)
    return (
      <SectionLoadError
        title="The domains could not be loaded."
        error={domains.error}
        onRetry={() => domains.refetch()}
      />
    );
  const { rootDomain, subdomain, custom, whitelabel } = domains.data;
  const section = (kind: DomainKind, domain: AgencyDomain | null) =>
    domain ? (
      <DomainSetup key={domain.domain} region={region} workspaceUid={workspaceUid} domain={domain} />
    ) : (
      <DomainForm region={region} workspaceUid={workspaceUid} kind={kind} rootDomain={rootDomain} />
    );
  return (
    <Stack>
      <Paper withBorder p="md" component="section" aria-label={DOMAIN_TEXTS.subdomainTitle}>
        <Stack>
          <Title order={4}>{DOMAIN_TEXTS.subdomainTitle}</Title>
          {section('subdomain', subdomain)}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-label={DOMAIN_TEXTS.customTitle}>
        <Stack>
          <Title order={4}>{DOMAIN_TEXTS.customTitle}</Title>
          {custom || whitelabel.entitled ? (
            section('custom', custom)
          ) : (
            <WhitelabelTrialOffer region={region} workspaceUid={workspaceUid} whitelabel={whitelabel} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
