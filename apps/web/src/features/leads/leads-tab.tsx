import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { AgentShellViewer } from '../agent-shell/agent-shell-viewer';
import { CampaignsPanel } from '../campaigns/campaigns-panel';
import { LeadsList } from './leads-list';

const VIEWS = ['leads', 'campaigns'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | null): value is View => VIEWS.includes(value as View);

/**
 * The Leads tab: the leads the agent collected, and the campaigns that reach out to contacts. The
 * sub-tab is the address's `?tab=`, as agentTabPath builds it, so that a link can open Campaigns.
 */
export function LeadsTab({ viewer }: { viewer: AgentShellViewer }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // A client sees Campaigns only when its agency gave it the Campaigns page.
  if (viewer.kind === 'client' && !viewer.client.canAccess.includes('/campaigns')) return <LeadsList />;
  const asked = searchParams.get('tab');
  const view: View = isView(asked) ? asked : 'leads';
  return (
    <Tabs
      value={view}
      keepMounted={false}
      onChange={(value) => {
        // A campaign left open belongs to the sub-tab being left.
        if (isView(value)) setSearchParams(value === 'leads' ? {} : { tab: value });
      }}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="leads">Leads</Tabs.Tab>
        <Tabs.Tab value="campaigns">Campaigns</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="leads">
        <LeadsList />
      </Tabs.Panel>
      <Tabs.Panel value="campaigns">
        <CampaignsPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
