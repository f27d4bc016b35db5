import type { Notification } from '@agent-platform/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const notification = (id: string, over: Partial<Notification>): Notification => ({
  id,
  level: 2,
  source: 'handoffRequest',
  title: `Title ${id}`,
  body: `Body ${id}`,
  urlPathname: `/app/na/agents/a1/convos?conversation=${id}`,
  ts: at(10),
  seen: true,
  ...over,
});

function renderBell(notifications: Notification[]) {
  const opened: string[][] = [];
  const rendered = renderDashboard(
    <NotificationBell notifications={notifications} onOpen={(ids) => opened.push(ids)} />,
  );
  return { ...rendered, opened };
}

const dot = () => document.querySelector('.mantine-Indicator-indicator');

describe('the notification bell', () => {
  it('shows a dot while something is unseen, and its panel lists each level under its heading', async () => {
    const { user, opened } = renderBell([
      notification('r1', { title: 'Helper: a visitor asks for a person', seen: false }),
      notification('l1', { level: 1, source: 'newLead', title: 'New lead: ada@example.com', ts: at(20) }),
    ]);
    expect(dot()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const updates = screen.getByRole('region', { name: 'Updates' });
    expect(within(attention).getByText('Helper: a visitor asks for a person')).toBeTruthy();
    expect(within(attention).queryByText('New lead: ada@example.com')).toBeNull();
    expect(within(updates).getByText('New lead: ada@example.com')).toBeTruthy();
    expect(within(attention).getByRole('link').getAttribute('href')).toBe('/app/na/agents/a1/convos?conversation=r1');
    // Opening the panel shows what was unseen: it counts as seen.
    expect(opened).toEqual([['r1']]);
  });

  it('has no dot when everything was seen, and says so when a level is empty', async () => {
    const { user, opened } = renderBell([notification('r1', {})]);
    expect(dot()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const updates = await screen.findByRole('region', { name: 'Updates' });
    expect(within(updates).getByText('Nothing new.')).toBeTruthy();
    expect(opened).toEqual([]);
  });
});
