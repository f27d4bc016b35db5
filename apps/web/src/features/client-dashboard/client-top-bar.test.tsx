import {
  CLIENT_ACCOUNT_SAVE_FAILED_MESSAGE,
  CLIENT_ACCOUNT_SAVED_MESSAGE,
  CLIENT_FEEDBACK_SENT_MESSAGE,
  CLIENT_NOT_ADMIN_MESSAGE,
  type ClientSession,
  ORG_UPDATED_MESSAGE,
} from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { clientSessionQueryKey } from '../client-auth/use-client-session';
import { ClientDashboardProvider } from './client-dashboard-context';
import { ClientTopBar } from './client-top-bar';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const longTitle = 'A very long agent title that goes on and on';
const agents = [clientAgent('agent_1', 'Support bot'), clientAgent('agent_2', longTitle)];

function renderBar(session = clientSession(), path = '/app/na/agents/agent_1/convos?tab=open') {
  return renderDashboard(
    <ClientDashboardProvider value={{ session, agents, preview: false }}>
      <Notifications />
      <ClientTopBar />
    </ClientDashboardProvider>,
    { path, route: '/app/:region/agents/:agentId/:tab' },
  );
}

describe('the client top bar', () => {
  it("answers a client who is not an organisation admin with 'You are not an admin'", async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Workspace: Client Co' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add User' }));
    expect(await screen.findByText(CLIENT_NOT_ADMIN_MESSAGE)).toBeTruthy();
    notifications.clean();
    await user.click(screen.getByRole('button', { name: 'Workspace: Client Co' }));
    await user.click(await screen.findByRole('menuitem', { name: 'About' }));
    expect(await screen.findByText(CLIENT_NOT_ADMIN_MESSAGE)).toBeTruthy();
  });

  it('lets an organisation admin rename the organisation in About and add a user', async () => {
    const admin = clientSession({ client: { isOrgAdmin: true } });
    answerWith('PATCH /api/client/org', {
      status: 200,
      body: clientSession({ client: { isOrgAdmin: true }, org: { name: 'Bakery Group' } }),
    });
    answerWith('POST /api/client/org/users', { status: 200, body: admin });
    const { user } = renderBar(admin);
    await user.click(screen.getByRole('button', { name: 'Workspace: Client Co' }));
    await user.click(await screen.findByRole('menuitem', { name: 'About' }));
    const about = await screen.findByRole('form', { name: 'About' });
    const name = within(about).getByRole('textbox', { name: /Organization name/ });
    await user.clear(name);
    await fill(user, name, 'Bakery Group');
    await user.click(within(about).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PATCH /api/client/org')).toHaveLength(1));
    expect(requestsTo('PATCH /api/client/org')[0]?.body).toEqual({ name: 'Bakery Group' });
    expect(await screen.findByText(ORG_UPDATED_MESSAGE)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Workspace: Client Co' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add User' }));
    const add = await screen.findByRole('form', { name: 'Add User' });
    await fill(user, within(add).getByRole('textbox', { name: /Name/ }), 'Teammate');
    await fill(user, within(add).getByRole('textbox', { name: /Email/ }), 'teammate@example.com');
    await user.click(within(add).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(requestsTo('POST /api/client/org/users')).toHaveLength(1));
    expect(requestsTo('POST /api/client/org/users')[0]?.body).toEqual({
      name: 'Teammate',
      email: 'teammate@example.com',
    });
    expect(screen.queryByText(CLIENT_NOT_ADMIN_MESSAGE)).toBeNull();
  });

  it('shows Feedback only when the agency can send mail from its own domain', () => {
    const { unmount } = renderBar();
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    unmount();
    renderBar(clientSession({ feedbackEnabled: true }));
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeTruthy();
  });

  it('cuts agent titles at 30 characters and keeps the sub-path when another agent is chosen', async () => {
    const { user, router } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Switch agent (current: Support bot)' }));
    const other = await screen.findByRole('menuitem', { name: 'A very long agent title that…' });
    expect(Array.from('A very long agent title that…').length).toBeLessThanOrEqual(30);
    await user.click(other);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/na/agents/agent_2/convos'));
    expect(router.state.location.search).toBe('?tab=open');
  });

  it("shows the organisation's credits and saves the online/offline toggle through the server", async () => {
    answerWith('POST /api/client/status', {
      status: 200,
      body: clientSession({ client: { status: 'online' } }),
    });
    const { user, queryClient } = renderBar();
    await user.click(screen.getByRole('button', { name: '1,250 credits, offline' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<ClientSession>(clientSessionQueryKey)?.client.status).toBe('online'),
    );
    expect(requestsTo('POST /api/client/status')[0]?.body).toEqual({ status: 'online' });
  });

  it("says 'Feedback sent!' even when the feedback could not be sent, and lists attachments in KB", async () => {
    answerWith('POST /api/client/feedback', { status: 500, body: { error: { code: 'X', message: 'down' } } });
    const { user } = renderBar(clientSession({ feedbackEnabled: true }));
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('cleo@client.example');
    expect(email.readOnly).toBe(true);

    const file = new File([new Uint8Array(2048)], 'screenshot.png', { type: 'image/png' });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, file);
    expect(await screen.findByText('screenshot.png')).toBeTruthy();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove screenshot.png' }));
    expect(screen.queryByText('screenshot.png')).toBeNull();

    await fill(user, screen.getByLabelText('Message'), 'The chats tab is great.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CLIENT_FEEDBACK_SENT_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(requestsTo('POST /api/client/feedback')).toHaveLength(1));
    expect(requestsTo('POST /api/client/feedback')[0]?.body).toEqual({
      message: 'The chats tab is great.',
      attachments: [],
    });
  });

  it("saves the Account drawer's name and email, and says whether it worked", async () => {
    const session = clientSession();
    const renamed = { ...session.client, name: 'Cleo Renamed' };
    answerWith('PATCH /api/client/account', { status: 200, body: renamed });
    const { user, queryClient } = renderBar(session);
    queryClient.setQueryData(clientSessionQueryKey, session);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await fill(user, name, 'Cleo Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CLIENT_ACCOUNT_SAVED_MESSAGE)).toBeTruthy();
    expect(requestsTo('PATCH /api/client/account')[0]?.body).toEqual({
      name: 'Cleo Renamed',
      email: 'cleo@client.example',
    });
    expect(queryClient.getQueryData<ClientSession>(clientSessionQueryKey)?.client.name).toBe('Cleo Renamed');

    answerWith('PATCH /api/client/account', { status: 500, body: { error: { code: 'X', message: 'down' } } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CLIENT_ACCOUNT_SAVE_FAILED_MESSAGE)).toBeTruthy();
  });
});
