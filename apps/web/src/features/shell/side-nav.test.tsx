import type { AgentSummary } from '@agent-platform/core';
import { AppShell } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { account, renderDashboard, workspace } from '../../../test/render';
import { NewAgentDrawerProvider } from '../agents/new-agent-drawer';
import { agentsQueryKey } from '../agents/use-agents';
import { SideNav } from './side-nav';

const own = {
  ...workspace('ws_own', 'na'),
  loadTokens: 1234,
  limits: { ...workspace('ws_own', 'na').limits, maxAgents: 2 },
};
const anAgent: AgentSummary = {
  ID: 'agent_1',
  title: 'Helper',
  description: '',
  roundedImageURL: null,
  lastModified: 0,
  starred: false,
};

function renderSideNav() {
  return renderDashboard(
    <NewAgentDrawerProvider>
      <AppShell navbar={{ width: 200, breakpoint: 'sm' }}>
        <AppShell.Navbar aria-label="Main navigation">
          <SideNav compact={false} onToggleCompact={() => {}} />
        </AppShell.Navbar>
      </AppShell>
    </NewAgentDrawerProvider>,
    {
      me: { account, workspaces: [own] },
      inWorkspace: own,
      path: '/app/na/agents',
      queries: [[agentsQueryKey('na', 'ws_own'), [anAgent]]],
    },
  );
}

const names = (links: HTMLElement[]) => links.map((link) => link.textContent?.trim());

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="tenant-branding"]')) meta.remove();
});

describe('The side navigation (spec 001 §2)', () => {
  it('lists its entries in the spec order, Whitelabel holding Agency and Clients, Credentials and Support apart', () => {
    renderSideNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const plan = within(nav).getByRole('region', { name: 'Plan' });
    const entries = within(nav)
      .getAllByRole('link')
      // The footer's widget and actions (Upgrade Plan) come after the entries and are not among them.
      .filter((link) => !plan.contains(link) && link.textContent !== 'Upgrade Plan');
    expect(names(entries)).toEqual([
      'Agents',
      'Functions',
      'Meta Pages',
      'WhatsApp',
      'Twilio Numbers',
      'Crawler',
      'Events',
      'Sessions',
      'Prompts',
      'Agency',
      'Clients',
      'Credentials',
      'Support',
    ]);
    expect(names(within(screen.getByRole('group', { name: 'Integrations' })).getAllByRole('link'))).toEqual([
      'Functions',
      'Meta Pages',
      'WhatsApp',
      'Twilio Numbers',
    ]);
    expect(names(within(screen.getByRole('group', { name: 'Utilities' })).getAllByRole('link'))).toEqual([
      'Crawler',
      'Events',
      'Sessions',
      'Prompts',
    ]);
    expect(names(within(screen.getByRole('group', { name: 'Whitelabel' })).getAllByRole('link'))).toEqual([
      'Agency',
      'Clients',
    ]);
    for (const apart of ['Credentials', 'Support']) {
      expect(screen.getByRole('link', { name: apart }).closest('[role="group"]')).toBeNull();
    }
  });

  it("shows the pricing widget by default: the workspace's plan, credits and agents, and the way to Usage", () => {
    renderSideNav();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(plan.textContent).toContain('Free plan');
    expect(plan.textContent).toContain('1,234 credits');
    expect(plan.textContent).toContain('1 of 2 agents');
    expect(within(plan).getByRole('link', { name: 'Usage' }).getAttribute('href')).toBe('/account/usage');
  });

  it("hides the pricing widget when the host's branding says showPricing is false", () => {
    const meta = document.createElement('meta');
    meta.name = 'tenant-branding';
    meta.content = JSON.stringify({ showPricing: false });
    document.head.append(meta);
    renderSideNav();
    expect(screen.getByRole('link', { name: 'Agents' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
  });
});
