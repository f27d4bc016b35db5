import {
  AUTO_BILLING_NEEDS_WHITELABEL_MESSAGE,
  memberCan,
  PERMISSION_REFUSALS,
  type Region,
} from '@agent-platform/core';
import { Box, Grid, Stack, Tabs, Title, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { AutoBillingPanel } from '../agency-billing/auto-billing-panel';
import { useAgencyBilling } from '../agency-billing/use-agency-billing';
import { CustomTabsPanel } from '../custom-tabs/custom-tabs-panel';
import { DomainsPanel } from '../domains/domains-panel';
import { useAgencyDomains } from '../domains/use-agency-domains';
import { EmailDomainPanel } from '../email-domains/email-domain-panel';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { type AgencyDraft, AgencyDraftProvider, draftBranding } from './agency-draft';
import { AgencyFooterPanel } from './agency-footer-panel';
import { AgencyOverviewPanel } from './agency-overview-panel';
import { AgencyPreviewFrame } from './agency-preview-frame';
import { AgencySaasModePanel } from './agency-saas-mode-panel';
import { AgencyThemePanel } from './agency-theme-panel';
import { useAgency } from './use-agency';

/** Spec 001 §2: the tabs in order; Custom Tabs and SAAS Mode have no preview. */
const TABS = [
  { value: 'overview', label: 'Overview', preview: true },
  { value: 'domains', label: 'Domains', preview: true },
  { value: 'email', label: 'Email', preview: true },
  { value: 'theme', label: 'Theme', preview: true },
  { value: 'custom-tabs', label: 'Custom Tabs', preview: false },
  { value: 'saas-mode', label: 'SAAS Mode', preview: false },
  { value: 'auto-billing', label: 'Auto Billing', preview: false },
  { value: 'footer', label: 'Footer', preview: true },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** Spec 001 §2: the Auto Billing tab's tooltip. */
export const AUTO_BILLING_TOOLTIP = AUTO_BILLING_NEEDS_WHITELABEL_MESSAGE;

const isOpenable = (value: string | null, autoBilling: boolean): value is TabValue =>
  TABS.some((tab) => tab.value === value) && (value !== 'auto-billing' || autoBilling);

/** `/agency`: the agency settings (spec 001 §2), the workspace owner's alone, with a live preview. */
export function AgencyPage() {
  useDocumentTitle('Agency');
  const { workspace } = useCurrentWorkspace();
  return (
    <Stack gap="lg">
      <Title order={1}>Agency</Title>
      {memberCan(workspace.role, null, 'agency.manage') ? (
        <AgencySettings region={workspace.region} workspaceUid={workspace.uid} />
      ) : (
        <EmptyState icon={<IconLock size={22} />} title="Only the workspace owner can open the agency settings">
          {PERMISSION_REFUSALS['agency.manage']}
        </EmptyState>
      )}
    </Stack>
  );
}

function AgencySettings({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Spec 001 §2: Auto Billing opens only with the whitelabel add-on (known once its state loads).
  const autoBilling = useAgencyBilling(region, workspaceUid).data?.hasWhitelabel ?? false;
  const asked = searchParams.get('tab');
  const tab: TabValue = isOpenable(asked, autoBilling) ? asked : 'overview';
  const withPreview = TABS.find((each) => each.value === tab)?.preview ?? false;
  const [draft, setDraft] = useState<AgencyDraft>({});
  const agency = useAgency(region, workspaceUid);
  const domains = useAgencyDomains(region, workspaceUid);
  // Spec 001 §6: 'Powered by' shows unless the workspace may hide it (known once the domains load).
  const showPoweredBy = !domains.data?.whitelabel.entitled;
  const branding = useMemo(
    () => (agency.data ? draftBranding(agency.data, draft, showPoweredBy) : null),
    [agency.data, draft, showPoweredBy],
  );
  const props = { region, workspaceUid };

  return (
    <AgencyDraftProvider setDraft={setDraft}>
      {/* Panels stay mounted when hidden, so a tab's unsaved edits stay in it and in the preview. */}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isOpenable(value, autoBilling)) setSearchParams({ tab: value }, { replace: true });
        }}
      >
        <Tabs.List>
          {TABS.map(({ value, label }) =>
            value === 'auto-billing' && !autoBilling ? (
              // A disabled button gets no hover: the wrapper shows the tooltip.
              <Tooltip key={value} label={AUTO_BILLING_TOOLTIP}>
                <Box component="span" display="flex" data-testid="auto-billing-tab">
                  <Tabs.Tab value={value} disabled>
                    {label}
                  </Tabs.Tab>
                </Box>
              </Tooltip>
            ) : (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        <Grid mt="md" gutter="lg">
          <Grid.Col span={{ base: 12, lg: withPreview ? 7 : 12 }}>
            <Tabs.Panel value="overview">
              <AgencyOverviewPanel {...props} />
            </Tabs.Panel>
            {/* These two check their records while shown: they are mounted only then. */}
            <Tabs.Panel value="domains">{tab === 'domains' ? <DomainsPanel {...props} /> : null}</Tabs.Panel>
            <Tabs.Panel value="email">{tab === 'email' ? <EmailDomainPanel {...props} /> : null}</Tabs.Panel>
            <Tabs.Panel value="theme">
              <AgencyThemePanel {...props} />
            </Tabs.Panel>
            <Tabs.Panel value="custom-tabs">{tab === 'custom-tabs' ? <CustomTabsPanel {...props} /> : null}</Tabs.Panel>
            <Tabs.Panel value="saas-mode">
              <AgencySaasModePanel {...props} />
            </Tabs.Panel>
            <Tabs.Panel value="auto-billing">
              {tab === 'auto-billing' ? <AutoBillingPanel {...props} /> : null}
            </Tabs.Panel>
            <Tabs.Panel value="footer">
              <AgencyFooterPanel {...props} />
            </Tabs.Panel>
          </Grid.Col>
          {/* Hidden rather than removed on the single-column tabs, so the frame is not loaded again. */}
          <Grid.Col span={{ base: 12, lg: 5 }} display={withPreview ? undefined : 'none'}>
            <AgencyPreviewFrame branding={branding} {...props} />
          </Grid.Col>
        </Grid>
      </Tabs>
    </AgencyDraftProvider>
  );
}
