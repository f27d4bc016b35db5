import type { ClientSession, TenantBranding } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { DashboardShell } from '../../app/shells/dashboard-shell';
import { TenantBrandingContext } from '../../app/tenant-branding';
import { REDIRECT_AFTER_CREATE_MS } from '../agents/new-agent-drawer';
import { clientSessionQueryKey } from '../client-auth/use-client-session';
import { ClientAgentShellRoute } from './client-agent-shell-route';
import { ClientDashboardProvider } from './client-dashboard-context';
import { ClientTopBar } from './client-top-bar';
import { clientAgentsQueryKey } from './use-client-agents';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const agencyHost: TenantBranding = {
  showPricing: false,
  agency: {
    name: 'Acme Agency',
    logoURL: null,
    darkLogoURL: null,
    faviconURL: null,
    font: null,
    colours: null,
    themeVariant: 'default',
    themeColorUsage: 'plain',
    showPoweredBy: false,
    tosPage: '',
    privacyPolicyPage: '',
    brandingText: '',
  },
};

const supportBot = clientAgent('agent_1', 'Support bot');

/** The client's dashboard as its agency's host serves it, on its agent's Chats. */
function renderClientDashboard(session: ClientSession) {
  answerWith('POST /api/client/status', { status: 200, body: session });
  return renderDashboard(
    <TenantBrandingContext.Provider value={agencyHost}>
      <Notifications />
      <Routes>
        <Route element={<DashboardShell />}>
          <Route path="agents/:agentId/:tab" element={<ClientAgentShellRoute />} />
        </Route>
      </Routes>
    </TenantBrandingContext.Provider>,
    {
      path: '/app/na/agents/agent_1/convos',
      route: '/app/:region/*',
      queries: [
        [clientSessionQueryKey, session],
        [clientAgentsQueryKey, { agents: [supportBot] }],
      ],
    },
  );
}

const topBar = () => screen.getByRole('region', { name: 'Client top bar' });

describe("a client's New Agent", () => {
  it('is not offered to a client without allowCreateAgents', () => {
    renderClientDashboard(clientSession());
    expect(within(topBar()).getByRole('button', { name: /Switch agent/ })).toBeTruthy();
    expect(within(topBar()).queryByRole('button', { name: 'New Agent' })).toBeNull();
  });

  it('creates an agent in the agency workspace and opens it on the first allowed tab, in the agent picker', async () => {
    const session = clientSession({ client: { allowCreateAgents: true, canAccess: ['/convos', '/home'] } });
    answerWith('POST /api/na/workspaces/ws_agency/agents', {
      status: 201,
      body: { agentCreated: { ID: 'agent_new' } },
    });
    // The server has made the new agent one of the client's.
    answerWith('GET /api/client/agents', {
      status: 200,
      body: { agents: [clientAgent('agent_new', 'Bakery bot'), supportBot] },
    });
    answerWith('GET /api/client-auth/session', {
      status: 200,
      body: clientSession({ client: { allowCreateAgents: true, widgetIDs: ['agent_1', 'agent_new'] } }),
    });
    const { user } = renderClientDashboard(session);

    await user.click(within(topBar()).getByRole('button', { name: 'New Agent' }));
    // The title's parts are read with the spacing jsdom gives them.
    const drawer = await screen.findByRole('dialog', { name: /^New Agent\s*-\s*Create a new AI agent\.$/ });
    await fill(user, within(drawer).getByRole('textbox', { name: /Agent Name/ }), 'Bakery bot');
    await user.click(within(drawer).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(requestsTo('POST /api/na/workspaces/ws_agency/agents')).toHaveLength(1));
    expect(requestsTo('POST /api/na/workspaces/ws_agency/agents')[0]?.body).toMatchObject({ agentName: 'Bakery bot' });
    expect(await screen.findByText('Agent created successfully, redirecting...')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/na/agents/agent_new/convos'), {
      timeout: REDIRECT_AFTER_CREATE_MS * 3,
    });
    expect(await within(topBar()).findByRole('button', { name: 'Switch agent (current: Bakery bot)' })).toBeTruthy();
  }, 15_000);

  it("is drawn in the agency's preview without opening anything", async () => {
    const session = clientSession({ client: { allowCreateAgents: true } });
    const { user } = renderDashboard(
      <ClientDashboardProvider value={{ session, agents: [supportBot], preview: true }}>
        <ClientTopBar />
      </ClientDashboardProvider>,
    );
    await user.click(within(topBar()).getByRole('button', { name: 'New Agent' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
