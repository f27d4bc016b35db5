import type { Notification } from '@agent-platform/core';
import { Notifications, notifications as toasts } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { renderDashboard } from '../../../test/render';
import { ClientDashboardProvider } from '../client-dashboard/client-dashboard-context';
import { ClientTopBar } from '../client-dashboard/client-top-bar';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  toasts.clean();
});

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const handoff = (over: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  level: 2,
  source: 'handoffRequest',
  title: 'Support bot: a visitor asks for a person',
  body: 'A visitor chatting with Support bot asks to talk to a person.',
  urlPathname: '/app/na/agents/agent_1/convos?conversation=c1',
  ts: secondsAgo(600),
  seen: false,
  ...over,
});

function renderBar({ preview = false } = {}) {
  return renderDashboard(
    <ClientDashboardProvider
      value={{ session: clientSession(), agents: [clientAgent('agent_1', 'Support bot')], preview }}
    >
      <Notifications />
      <ClientTopBar />
    </ClientDashboardProvider>,
    { path: '/app/na/agents/agent_1/convos', route: '/app/:region/agents/:agentId/:tab' },
  );
}

const bar = () => screen.getByRole('region', { name: 'Client top bar' });
// The bell's own dot, not the online button's beside it.
const dot = () =>
  within(bar())
    .getByRole('button', { name: 'Notifications' })
    .closest('.mantine-Indicator-root')
    ?.querySelector('.mantine-Indicator-indicator') ?? null;

describe("the client's notification bell", () => {
  it('shows a dot for an unseen notification about its agents, lists it in the panel, and clears the dot once opened', async () => {
    let seen = false;
    answerWith('GET /api/client/notifications', () => ({
      status: 200,
      body: { notifications: [handoff({ seen })] },
    }));
    answerWith('POST /api/client/notifications/seen', (request) => {
      seen = (request.body as { ids: string[] }).ids.includes('n1');
      return { status: 204 };
    });
    const { user } = renderBar();
    await waitFor(() => expect(dot()).not.toBeNull());

    await user.click(within(bar()).getByRole('button', { name: 'Notifications' }));
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const link = within(attention).getByRole('link', { name: /Support bot: a visitor asks for a person/ });
    expect(link.getAttribute('href')).toBe('/app/na/agents/agent_1/convos?conversation=c1');
    await waitFor(() => expect(requestsTo('POST /api/client/notifications/seen')).toHaveLength(1));
    expect(requestsTo('POST /api/client/notifications/seen')[0]?.body).toEqual({ ids: ['n1'] });
    await waitFor(() => expect(dot()).toBeNull());
  });

  it('toasts the newest notification while it is under 180 s old and unseen, and not an older one', async () => {
    answerWith('GET /api/client/notifications', {
      status: 200,
      body: {
        notifications: [
          handoff({ id: 'new', title: 'New lead: ada@example.com', level: 1, source: 'newLead', ts: secondsAgo(20) }),
          handoff({ id: 'old', ts: secondsAgo(400) }),
        ],
      },
    });
    renderBar();
    expect(await screen.findByText('New lead: ada@example.com')).toBeTruthy();
    expect(screen.queryByText('Support bot: a visitor asks for a person')).toBeNull();
  });

  it("in the agency's preview, draws the bell and asks the server nothing", async () => {
    const { user } = renderBar({ preview: true });
    await user.click(within(bar()).getByRole('button', { name: 'Notifications' }));
    const updates = await screen.findByRole('region', { name: 'Updates' });
    expect(within(updates).getByText('Nothing new.')).toBeTruthy();
    expect(dot()).toBeNull();
    expect(requestsTo('GET /api/client/notifications')).toEqual([]);
  });
});
