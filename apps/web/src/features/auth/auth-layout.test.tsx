import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, renderDashboard, workspace } from '../../../test/render';
import { saveSelectedWorkspace } from '../workspaces/selected-workspace';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';

const where = () => screen.getByTestId('location').textContent;

describe('Who sees the sign-in screens', () => {
  it('shows the log in form to a signed-out visitor', () => {
    renderDashboard(<LoginPage />, { me: null, path: '/login' });

    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(where()).toBe('/login');
  });

  it('sends a signed-in user to the agents of the workspace they chose last', () => {
    const own = workspace('ws_own', 'na');
    const shared = workspace('ws_shared', 'eu', 'member');
    saveSelectedWorkspace({ uid: 'ws_shared', region: 'eu' });
    renderDashboard(<LoginPage />, { me: { account, workspaces: [own, shared] }, path: '/login' });

    expect(where()).toBe('/app/eu/agents');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('falls back to their own workspace when the last choice is no longer theirs', () => {
    const shared = workspace('ws_shared', 'na', 'member');
    const own = workspace('ws_own', 'eu');
    saveSelectedWorkspace({ uid: 'ws_gone', region: 'na' });
    renderDashboard(<SignupPage />, { me: { account, workspaces: [shared, own] }, path: '/signup' });

    expect(where()).toBe('/app/eu/agents');
  });

  it('sends a signed-in user without a workspace to onboarding, keeping the region they came with', () => {
    renderDashboard(<SignupPage />, { me: { account, workspaces: [] }, path: '/signup?region=eu' });

    expect(where()).toBe('/onboarding?region=eu');
  });

  it('lets a signed-in user choose a new password from a reset link', () => {
    renderDashboard(<ResetPasswordPage />, {
      me: { account, workspaces: [workspace('ws_own', 'na')] },
      path: '/reset-password?token=short',
    });

    expect(where()).toBe('/reset-password?token=short');
    expect(screen.getByRole('button', { name: 'Set new password' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toContain('This reset link is not valid.');
  });
});
