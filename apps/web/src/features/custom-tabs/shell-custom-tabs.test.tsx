import { type CustomTab, newAgent, type ShellCustomTab } from '@agent-platform/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { AgentShellRoute } from '../agent-shell/agent-shell-route';
import { agentQueryKey } from '../agent-shell/use-agent';
import { NewAgentDrawerProvider } from '../agents/new-agent-drawer';
import { ClientAgentShellRoute } from '../client-dashboard/client-agent-shell-route';
import { ClientDashboardProvider } from '../client-dashboard/client-dashboard-context';
import { CustomTabPreviewPage } from './custom-tab-preview-page';
import { clientCustomTabsQueryKey } from './use-client-custom-tabs';
import { customTabsQueryKey } from './use-custom-tabs';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

// jsdom has no scrolling; the owner's agent switcher scrolls its list to the open agent.
Element.prototype.scrollTo ??= () => {};

const agent = newAgent({
  id: 'agent_1',
  secretKey: 'vg_abcdefghijABCDEFGHIJ',
  title: 'Support bot',
  ownerID: 'ws_agency',
  agentPlatform: 'vg',
  colorScheme: 'light',
  now: 1_790_000_000,
});
const agentAnswer = { agent, region: 'na', workspaceUid: 'ws_agency', widgetScriptUrl: 'http://localhost/w.js' };

const reports: ShellCustomTab = {
  id: 'tab_reports',
  label: 'Reports',
  href: '/reports',
  iconUrl: '/api/na/files/icon_1',
  pageType: 'html',
  pageUrl: 'http://tabs.localhost/custom-tabs/na/ws_agency/tab_reports',
};

const navEntries = () =>
  within(screen.getByRole('navigation', { name: 'Agent tabs' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

function renderClient(ui: React.ReactNode, path: string, route: string) {
  return renderDashboard(
    <ClientDashboardProvider
      value={{ session: clientSession(), agents: [clientAgent('agent_1', 'Support bot')], preview: false }}
    >
      {ui}
    </ClientDashboardProvider>,
    {
      path,
      route,
      queries: [
        [agentQueryKey('na', 'agent_1'), agentAnswer],
        [clientCustomTabsQueryKey, { tabs: [reports] }],
      ],
    },
  );
}

describe("the agency's custom tabs in the agent shell", () => {
  it("lists a client's custom tabs after its agent tabs, with their icon, each opening its page", () => {
    renderClient(<ClientAgentShellRoute />, '/app/na/agents/agent_1/home', '/app/:region/agents/:agentId/:tab?');
    const entries = navEntries();
    expect(entries.at(-1)).toEqual(['Reports', '/app/na/c/reports']);
    expect(entries.slice(0, -1).every(([, href]) => href?.startsWith('/app/na/agents/agent_1/'))).toBe(true);
    const link = screen.getByRole('link', { name: 'Reports' });
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/api/na/files/icon_1');
  });

  it("shows a client's HTML tab from the tab origin in a frame sandboxed without allow-same-origin", () => {
    renderClient(<CustomTabPreviewPage />, '/app/na/c/reports', '/app/:region/c/*');
    const frame = screen.getByTitle('Reports');
    expect(frame.getAttribute('src')).toBe(reports.pageUrl);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    // The sidebar stays: the agent tabs lead back to the client's agent, the open tab is lit.
    expect(navEntries()[0]?.[1]).toMatch(/^\/app\/na\/agents\/agent_1\//);
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a client a tab it was not given as not found, whatever the address', () => {
    renderClient(<CustomTabPreviewPage />, '/app/na/c/hidden', '/app/:region/c/*');
    expect(screen.getByRole('heading', { name: 'Tab not found' })).toBeTruthy();
    expect(screen.queryByTitle('Reports')).toBeNull();
  });

  it("lists every one of the agency's tabs for its owner, and none for a member", () => {
    const saved = (fields: Partial<CustomTab>): CustomTab => ({
      id: 'tab_reports',
      label: 'Reports',
      href: '/reports',
      pageType: 'html',
      htmlContent: '<p>hi</p>',
      jsContent: '',
      iframeUrl: '',
      alwaysVisible: true,
      iconUrl: null,
      ...fields,
    });
    const tabs = [saved({}), saved({ id: 'tab_cal', label: 'Calendar', href: '/calendar', alwaysVisible: false })];
    const renderAs = (role: 'owner' | 'member') => {
      const current = workspace('ws_agency', 'na', role);
      return renderDashboard(
        <NewAgentDrawerProvider>
          <AgentShellRoute />
        </NewAgentDrawerProvider>,
        {
          me: { account, workspaces: [current] },
          inWorkspace: current,
          path: '/app/na/agents/agent_1/overview',
          route: '/app/:region/agents/:agentId/:tab?',
          queries: [
            [agentQueryKey('na', 'agent_1'), agentAnswer],
            [customTabsQueryKey('na', 'ws_agency'), { tabs, tabOrigin: 'http://tabs.localhost' }],
          ],
        },
      );
    };
    const { unmount } = renderAs('owner');
    expect(navEntries().slice(-2)).toEqual([
      ['Reports', '/app/na/c/reports'],
      ['Calendar', '/app/na/c/calendar'],
    ]);
    unmount();
    renderAs('member');
    expect(navEntries().map(([label]) => label)).not.toContain('Reports');
  });
});
