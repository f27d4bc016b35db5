import { CLIENT_LOGIN_AGAIN_MESSAGE, type TenantBranding } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { renderDashboard } from '../../../test/render';
import { clientSessionQueryKey } from '../../features/client-auth/use-client-session';
import { clientAgentsQueryKey } from '../../features/client-dashboard/use-client-agents';
import { TenantBrandingContext } from '../tenant-branding';
import { DashboardShell } from './dashboard-shell';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const agencyHost: TenantBranding = {
  showPricing: false,
  agency: {
    name: 'Acme Agency',
    logoURL: 'https://cdn.example/acme.png',
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

function renderOnAgencyHost(path: string, queries: readonly (readonly [readonly unknown[], unknown])[] = []) {
  answerWith('POST /api/client/status', { status: 200, body: clientSession({ client: { status: 'online' } }) });
  return renderDashboard(
    <TenantBrandingContext.Provider value={agencyHost}>
      <Notifications />
      <DashboardShell />
    </TenantBrandingContext.Provider>,
    { path, route: '/app/:region/*', queries },
  );
}

const where = () => screen.getByTestId('location').textContent;

describe("the dashboard on an agency's host", () => {
  it("gives a signed-in client the client shell with the agency's logo, and sets it online", async () => {
    renderOnAgencyHost('/app/na/client/onboarding', [
      [clientSessionQueryKey, clientSession()],
      [clientAgentsQueryKey, { agents: [clientAgent('agent_1', 'Support bot')] }],
    ]);
    expect(screen.getByRole('region', { name: 'Client top bar' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Agency' }).getAttribute('src')).toBe('https://cdn.example/acme.png');
    expect(screen.queryByText(/Powered by/)).toBeNull();
    expect(await screen.findByRole('button', { name: '1,250 credits, online' })).toBeTruthy();
    expect(requestsTo('POST /api/client/status')[0]?.body).toEqual({ status: 'online' });
  });

  it("sends a client away from the owner's pages to its entry", () => {
    renderOnAgencyHost('/app/na/integrations', [
      [clientSessionQueryKey, clientSession()],
      [clientAgentsQueryKey, { agents: [] }],
    ]);
    expect(where()).toBe('/');
  });

  it('tells a client whose password changed to log in again, and sends it to the entry', async () => {
    answerWith('GET /api/client-auth/session', refusal(401, 'UNAUTHORIZED', CLIENT_LOGIN_AGAIN_MESSAGE));
    renderOnAgencyHost('/app/na/agents/agent_1/convos');
    expect(await screen.findByText(CLIENT_LOGIN_AGAIN_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/'));
  });
});
