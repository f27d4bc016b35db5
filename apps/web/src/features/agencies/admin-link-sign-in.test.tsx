import { ADMIN_SIGN_IN_FAILED_MESSAGE } from '@agent-platform/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { LoginPage } from '../auth/login-page';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  localStorage.clear();
});

describe('the agency admin link', () => {
  it("signs in as the agency's owner and opens the agency's workspace", async () => {
    const agencyWorkspace = workspace('ws_agency', 'eu');
    answerWith('POST /api/agency-admin/sign-in', {
      status: 200,
      body: { region: 'eu', workspaceUid: 'ws_agency' },
    });
    answerWith('GET /api/auth/me', {
      status: 200,
      body: { account, workspaces: [workspace('ws_other', 'na'), agencyWorkspace] },
    });
    renderDashboard(<LoginPage />, { path: '/login?secret=abcdefghijklmnopqrstuvwxy', route: '/login' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/eu/agents'));
    expect(requestsTo('POST /api/agency-admin/sign-in')).toHaveLength(1);
    expect(requestsTo('POST /api/agency-admin/sign-in')[0]?.body).toEqual({ secret: 'abcdefghijklmnopqrstuvwxy' });
  });

  it('says so in the spec words when the secret signs no one in, and leaves the login form', async () => {
    answerWith(
      'POST /api/agency-admin/sign-in',
      refusal(401, 'INVALID_CREDENTIALS', 'Error occurred signing in with admin access.'),
    );
    renderDashboard(<LoginPage />, { path: '/login?secret=stale', route: '/login' });
    expect(await screen.findByText(ADMIN_SIGN_IN_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(requestsTo('GET /api/auth/me')).toHaveLength(0);
  });
});
