import { SUPPORT_TEXTS, type SystemStatus } from '@agent-platform/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { SupportPage } from './support-page';
import { systemStatusQueryKey } from './use-system-status';

const status: SystemStatus = {
  version: '1.0.0',
  regions: [
    { region: 'na', database: 'up', kind: 'pglite' },
    { region: 'eu', database: 'down', kind: 'postgres' },
  ],
  providers: [
    { name: 'Email (SMTP)', state: 'not-configured', note: 'Mail is kept in the outbox and not sent.' },
    { name: 'Twilio (phone numbers)', state: 'per-workspace', note: 'Each workspace saves its own Twilio account.' },
    { name: 'Deepgram (speech)', state: 'configured', note: 'Web calls hear and speak through Deepgram.' },
  ],
};

function renderPage() {
  const current = workspace('ws_1', 'eu', 'member');
  return renderDashboard(<SupportPage />, {
    me: { account, workspaces: [current] },
    inWorkspace: current,
    path: '/support',
    queries: [[systemStatusQueryKey, status]],
  });
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!;

describe('the Support page', () => {
  it("shows the version, whether each region's database answers, and how each service is set up", () => {
    renderPage();
    expect(screen.getByText('Version 1.0.0')).toBeTruthy();
    const regions = screen.getByRole('table', { name: 'Regions' });
    expect(within(rowOf(regions, 'na')).getByText('Answering')).toBeTruthy();
    expect(within(rowOf(regions, 'na')).getByText('Embedded (PGlite)')).toBeTruthy();
    expect(within(rowOf(regions, 'eu')).getByText('Not answering')).toBeTruthy();
    const services = screen.getByRole('table', { name: 'Services' });
    expect(within(rowOf(services, 'Email (SMTP)')).getByText('Not configured')).toBeTruthy();
    expect(within(rowOf(services, 'Twilio (phone numbers)')).getByText('Set by each workspace')).toBeTruthy();
    expect(within(rowOf(services, 'Deepgram (speech)')).getByText('Configured')).toBeTruthy();
  });

  it('says where the answer will go, and asks for a subject and a message before sending', async () => {
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Message to support' });
    expect(within(form).getByText(/We answer by email at ada@example.com/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText(SUPPORT_TEXTS.subjectRequired)).toBeTruthy();
    expect(within(form).getByText(SUPPORT_TEXTS.messageRequired)).toBeTruthy();
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('keeps the message and says so in plain words when it cannot be sent', async () => {
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Message to support' });
    await fill(user, within(form).getByRole('textbox', { name: /^Subject/ }), 'The widget does not open');
    await fill(user, within(form).getByRole('textbox', { name: /^Message/ }), 'Since this morning.');
    // The test has no server: sending fails as it does when the server cannot be reached.
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(within(form).queryByText(SUPPORT_TEXTS.sent)).toBeNull();
    expect(within(form).getByRole('textbox', { name: /^Message/ })).toHaveProperty('value', 'Since this morning.');
  });
});
