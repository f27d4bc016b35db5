import type { AuditEntry, AuditLogPage } from '@agent-platform/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { AUDIT_LOG_OWNER_ONLY, AuditLogPage as Page } from './audit-log-page';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

const LOG = 'GET /api/na/workspaces/ws_1/audit-log';

const entry = (id: number, action: AuditEntry['action'], ip: string): AuditEntry => ({
  id,
  action,
  actor: { kind: 'user', id: account.email },
  target: null,
  ip,
  userAgent: 'Mozilla/5.0',
  detail: { method: 'password' },
  at: '2026-11-20T10:00:00.000Z',
});

function renderPage(role: 'owner' | 'admin' = 'owner') {
  const own = workspace('ws_1', 'na', role);
  return renderDashboard(<Page />, { me: { account, workspaces: [own] }, inWorkspace: own, path: '/audit-log' });
}

describe('the audit log page', () => {
  it('lists the entries, pages older and newer with the cursor, and filters by action', async () => {
    answerWith(LOG, ({ query }): { status: number; body: AuditLogPage } => {
      if (query.get('action') === 'auth.signInFailed') {
        return { status: 200, body: { entries: [entry(7, 'auth.signInFailed', '10.0.0.7')], nextCursor: null } };
      }
      if (query.get('cursor') === '5') {
        return { status: 200, body: { entries: [entry(4, 'auth.signedIn', '10.0.0.4')], nextCursor: null } };
      }
      return { status: 200, body: { entries: [entry(6, 'auth.signedIn', '10.0.0.6')], nextCursor: '5' } };
    });
    const { user } = renderPage();

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Signed in')).toBeTruthy();
    expect(within(table).getByText('10.0.0.6')).toBeTruthy();
    expect(within(table).getByText(account.email)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('10.0.0.4')).toBeTruthy();
    expect(requestsTo(LOG).at(-1)?.query.get('cursor')).toBe('5');
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('10.0.0.6')).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Failed sign-in' }));
    expect(await screen.findByText('10.0.0.7')).toBeTruthy();
    const filtered = requestsTo(LOG).at(-1);
    expect(filtered?.query.get('action')).toBe('auth.signInFailed');
    expect(filtered?.query.get('cursor')).toBeNull();
  });

  it('says so when nothing has been recorded', async () => {
    answerWith(LOG, { status: 200, body: { entries: [], nextCursor: null } });
    renderPage();
    expect(await screen.findByText('Nothing has been recorded in this workspace yet.')).toBeTruthy();
  });

  it('tells an admin the log is the owner’s, without asking the server', async () => {
    renderPage('admin');
    expect(screen.getByText(AUDIT_LOG_OWNER_ONLY)).toBeTruthy();
    await waitFor(() => expect(requestsTo(LOG)).toEqual([]));
  });
});
