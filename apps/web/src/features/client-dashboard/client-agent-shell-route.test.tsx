import { newAgent } from '@agent-platform/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { resetFakeApi } from '../../../test/fake-api';
import { renderDashboard } from '../../../test/render';
import { agentQueryKey } from '../agent-shell/use-agent';
import { ClientAgentShellRoute } from './client-agent-shell-route';
import { ClientDashboardProvider } from './client-dashboard-context';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

const agent = newAgent({
  id: 'agent_1',
  secretKey: 'vg_abcdefghijABCDEFGHIJ',
  title: 'Support bot',
  ownerID: 'ws_agency',
  agentPlatform: 'vg',
  colorScheme: 'light',
  now: 1_790_000_000,
});

function renderAgentPage(path: string, session = clientSession()) {
  return renderDashboard(
    <ClientDashboardProvider value={{ session, agents: [clientAgent('agent_1', 'Support bot')], preview: false }}>
      <ClientAgentShellRoute />
    </ClientDashboardProvider>,
    {
      path,
      route: '/app/:region/agents/:agentId/:tab?',
      queries: [
        [
          agentQueryKey('na', 'agent_1'),
          { agent, region: 'na', workspaceUid: 'ws_agency', widgetScriptUrl: 'http://localhost/w.js' },
        ],
      ],
    },
  );
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Agent tabs' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("a client's agent page", () => {
  it('lists only the tabs of canAccess in the order of clientTabOrder, under the client top bar', () => {
    renderAgentPage('/app/na/agents/agent_1/home', clientSession({ client: { clientTabOrder: ['convos', 'home'] } }));
    expect(tabNames()).toEqual(['Chats', 'Home']);
    expect(screen.getByRole('region', { name: 'Client top bar' })).toBeTruthy();
    // Spec 002 §6: no Show Test, and the workspace's own pieces are not there.
    expect(screen.queryByRole('button', { name: 'Test' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show Test/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Switch workspace/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /New Agent/i })).toBeNull();
  });

  it('shows Billing only when the organisation allows billing', () => {
    const canAccess = ['/home', '/billing'] as const;
    const { unmount } = renderAgentPage(
      '/app/na/agents/agent_1/home',
      clientSession({ client: { canAccess: [...canAccess] } }),
    );
    expect(tabNames()).toEqual(['Home']);
    unmount();
    renderAgentPage(
      '/app/na/agents/agent_1/home',
      clientSession({ client: { canAccess: [...canAccess] }, org: { allowBilling: true } }),
    );
    expect(tabNames()).toEqual(['Home', 'Billing']);
  });

  it("hides analytics, leads and voice when the organisation's plan leaves them out, and only those", () => {
    const canAccess = ['/home', '/voice', '/analytics', '/leads', '/convos'] as const;
    const { unmount } = renderAgentPage(
      '/app/na/agents/agent_1/home',
      clientSession({ client: { canAccess: [...canAccess] } }),
    );
    expect(tabNames()).toEqual(['Home', 'Voice', 'Chats', 'Analytics', 'Leads']);
    unmount();
    const second = renderAgentPage(
      '/app/na/agents/agent_1/home',
      clientSession({
        client: { canAccess: [...canAccess] },
        planFeatures: { allowAnalytics: false, allowLeads: true, allowVoiceChannel: false },
      }),
    );
    expect(tabNames()).toEqual(['Home', 'Chats', 'Leads']);
    second.unmount();
    renderAgentPage(
      '/app/na/agents/agent_1/home',
      clientSession({
        client: { canAccess: [...canAccess] },
        planFeatures: { allowAnalytics: true, allowLeads: false, allowVoiceChannel: true },
      }),
    );
    expect(tabNames()).toEqual(['Home', 'Voice', 'Chats', 'Analytics']);
  });

  it('opens the first allowed tab instead of one the client may not open', async () => {
    const { router } = renderAgentPage('/app/na/agents/agent_1/tools');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/na/agents/agent_1/home'));
  });

  it("shows only the placeholder for an agent that is not the client's", () => {
    renderAgentPage('/app/na/agents/agent_other/home');
    expect(screen.getByRole('status', { name: 'Loading agent' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Agent tabs' })).toBeNull();
  });
});
