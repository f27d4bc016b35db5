import type { EventDelivery, EventSettings, WorkspaceLog } from '@agent-platform/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { EventsPage } from './events-page';
import { eventDeliveriesQueryKey } from './use-event-deliveries';
import { eventSettingsQueryKey } from './use-event-settings';
import { workspaceLogsQueryKey } from './use-workspace-logs';

const settings: EventSettings = { endpoint: 'https://hooks.example.com/events', subscribedEvents: ['lead_created'] };

const failed: EventDelivery = {
  id: 'dlv_failed',
  type: 'new_agent_created',
  status: 'failed',
  endpoint: settings.endpoint,
  attempts: 3,
  maxAttempts: 3,
  lastError: 'hooks.example.com refused the connection.',
  payload: { agentId: 'agent_1', createdAt: '2026-01-02T00:00:00.000Z' },
  replayOf: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastAttemptAt: '2026-01-02T00:10:00.000Z',
  deliveredAt: null,
};
const delivered: EventDelivery = {
  ...failed,
  id: 'dlv_ok',
  type: 'lead_created',
  status: 'delivered',
  attempts: 1,
  lastError: null,
  deliveredAt: '2026-01-02T00:00:01.000Z',
};

const logs: WorkspaceLog[] = [
  {
    id: 'log_1',
    type: 'telegram',
    content: 'The bot token was refused',
    agentId: 'agent_1',
    channel: 'telegram',
    metadata: null,
    withEmail: true,
    createdAt: '2026-01-02T00:00:00.000Z',
  },
];

function renderPage(role: 'owner' | 'member') {
  const current = workspace('ws_1', 'na', role);
  return renderDashboard(<EventsPage />, {
    me: { account, workspaces: [current] },
    inWorkspace: current,
    path: '/events',
    queries: [
      [eventSettingsQueryKey('na', 'ws_1'), settings],
      [eventDeliveriesQueryKey('na', 'ws_1'), [failed, delivered]],
      [workspaceLogsQueryKey('na', 'ws_1'), logs],
    ],
  });
}

describe('the Events page', () => {
  it('lists each delivery with its status, attempts and last error, with a Replay button for the owner', () => {
    renderPage('owner');
    const table = screen.getByRole('table', { name: 'Event deliveries' });
    const [failedRow, deliveredRow] = within(table).getAllByRole('row').slice(1);

    expect(within(failedRow!).getByText('New agent created')).toBeTruthy();
    expect(within(failedRow!).getByText('Failed')).toBeTruthy();
    expect(within(failedRow!).getByText('3 of 3')).toBeTruthy();
    expect(within(failedRow!).getByText('hooks.example.com refused the connection.')).toBeTruthy();
    expect(within(failedRow!).getByRole('button', { name: 'Replay New agent created event' })).toBeTruthy();

    expect(within(deliveredRow!).getByText('Delivered')).toBeTruthy();
    expect(within(deliveredRow!).getByText('1 of 3')).toBeTruthy();

    const logTable = screen.getByRole('table', { name: 'Logs' });
    expect(within(logTable).getByText('The bot token was refused')).toBeTruthy();
  });

  it('shows the saved endpoint and types under Settings, and refuses an endpoint that is not a web address', async () => {
    const { user } = renderPage('owner');
    const endpoint = screen.getByRole('textbox', { name: /^Events endpoint/ });
    expect(endpoint).toHaveProperty('value', settings.endpoint);
    expect(screen.getByRole('checkbox', { name: 'Lead created' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'New agent created' })).toHaveProperty('checked', false);

    await user.clear(endpoint);
    await fill(user, endpoint, 'ftp://hooks.example.com');
    await user.click(screen.getByRole('button', { name: 'Save event settings' }));
    expect(screen.getByText('Please enter a valid URL starting with http:// or https://')).toBeTruthy();
  });

  it('lets a member read the deliveries and settings but not change or replay them', () => {
    renderPage('member');
    expect(screen.getByRole('textbox', { name: /^Events endpoint/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Lead created' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save event settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Replay/ })).toBeNull();
    expect(screen.getByText('hooks.example.com refused the connection.')).toBeTruthy();
  });
});
