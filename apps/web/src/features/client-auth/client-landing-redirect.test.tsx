import { CLIENT_NO_ACCESS_TEXT, CLIENT_SIGNED_OUT_MESSAGE } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { renderDashboard } from '../../../test/render';
import { clientAgentsQueryKey } from '../client-dashboard/use-client-agents';
import { ClientLandingRedirect } from './client-landing-redirect';
import { clientSessionQueryKey } from './use-client-session';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

function renderLanding(
  session = clientSession(),
  agents = [clientAgent('agent_2', 'Sales'), clientAgent('agent_1', 'Support')],
) {
  return renderDashboard(
    <>
      <Notifications />
      <ClientLandingRedirect session={session} />
    </>,
    {
      path: '/',
      queries: [
        [clientAgentsQueryKey, { agents }],
        [clientSessionQueryKey, session],
      ],
    },
  );
}

describe('a signed-in client at the entry', () => {
  it("goes to its first agent's first allowed tab", async () => {
    const { router } = renderLanding();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/na/agents/agent_1/convos'));
  });

  it("sees 'No Access' with a contact link and Log Out when none of its agents exists", async () => {
    answerWith('POST /api/client-auth/sign-out', { status: 204 });
    const { user, router, queryClient } = renderLanding(clientSession(), []);
    expect(screen.getByText(CLIENT_NO_ACCESS_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('mailto:help@agency.example');

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText(CLIENT_SIGNED_OUT_MESSAGE)).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData(clientSessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(clientAgentsQueryKey)).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the organisation's message when it turned client access off", () => {
    const session = clientSession({
      org: {
        settings: {
          ...clientSession().org.settings,
          disableClientAccess: true,
          disableClientAccessMessage: 'Your account is paused. Call us.',
        },
      },
    });
    renderLanding(session);
    expect(screen.getByText('Your account is paused. Call us.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });
});
