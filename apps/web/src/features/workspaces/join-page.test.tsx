import type { Me } from '@agent-platform/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { JoinPage } from './join-page';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(resetFakeApi);

const JOIN = 'POST /api/no-auth/workspaces/ws_team/invite';
const joined = { uid: 'ws_team', region: 'eu', workspaceName: 'Acme Support' } as const;

function renderJoin(me: Me | null, email = 'bo@example.com') {
  return renderDashboard(<JoinPage />, {
    me,
    path: `/no-auth/workspaces/ws_team/invite?secret=s3cret&email=${encodeURIComponent(email)}`,
    route: '/no-auth/workspaces/:uid/invite',
  });
}

describe('the join page (spec 001 §7, §8)', () => {
  it('shows the invited email, joins with it, then offers to sign in or sign up with it', async () => {
    answerWith(JOIN, { status: 200, body: joined });
    const { user } = renderJoin(null);
    expect(screen.getByText('bo@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join workspace' }));

    expect(await screen.findByRole('heading', { name: 'You joined Acme Support.' })).toBeTruthy();
    const [sent] = requestsTo(JOIN);
    expect(sent?.query.get('secret')).toBe('s3cret');
    expect(sent?.query.get('email')).toBe('bo@example.com');
    expect(sent?.body).toEqual({ email: 'bo@example.com' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?email=bo%40example.com&region=eu',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?email=bo%40example.com&region=eu',
    );
    // Signing in then opens the workspace joined here.
    expect(JSON.parse(window.localStorage.getItem('agent-platform.workspace') ?? 'null')).toEqual({
      uid: 'ws_team',
      region: 'eu',
    });
  });

  it('opens the workspace for the invited person when they are signed in', async () => {
    const invited = { ...account, email: 'bo@example.com' };
    const team = { ...workspace('ws_team', 'eu', 'member'), workspaceName: 'Acme Support' };
    answerWith(JOIN, { status: 200, body: joined });
    answerWith('GET /api/auth/me', { status: 200, body: { account: invited, workspaces: [team] } });
    const { user } = renderJoin({ account: invited, workspaces: [] });
    await user.click(screen.getByRole('button', { name: 'Join workspace' }));
    await user.click(await screen.findByRole('button', { name: 'Open workspace' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/eu/agents'));
  });

  it('says plainly when someone else is signed in', async () => {
    answerWith(JOIN, { status: 200, body: joined });
    const { user } = renderJoin({ account, workspaces: [workspace('ws_own', 'na')] });
    await user.click(screen.getByRole('button', { name: 'Join workspace' }));
    expect(
      await screen.findByText(
        `You are signed in as ${account.email}. The invitation was for bo@example.com: sign out, then sign in as bo@example.com to open the workspace.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open workspace' })).toBeNull();
    expect(window.localStorage.getItem('agent-platform.workspace')).toBeNull();
  });

  it("gives the spec's message when the workspace has no seat left", async () => {
    answerWith(JOIN, refusal(409, 'LIMIT_REACHED', 'No seats.'));
    const { user } = renderJoin(null);
    await user.click(screen.getByRole('button', { name: 'Join workspace' }));
    expect(
      await screen.findByText('Failed to add user to workspace, workspace does not have enough seats'),
    ).toBeTruthy();
  });

  it("gives the server's message when the invitation is no longer valid", async () => {
    answerWith(
      JOIN,
      refusal(404, 'NOT_FOUND', 'This invitation is no longer valid. Ask the workspace owner for a new one.'),
    );
    const { user } = renderJoin(null);
    await user.click(screen.getByRole('button', { name: 'Join workspace' }));
    expect(
      await screen.findByText('This invitation is no longer valid. Ask the workspace owner for a new one.'),
    ).toBeTruthy();
  });

  it('says so when the link lost its secret or email', () => {
    renderDashboard(<JoinPage />, {
      path: '/no-auth/workspaces/ws_team/invite?email=bo%40example.com',
      route: '/no-auth/workspaces/:uid/invite',
    });
    expect(
      screen.getByText('This invitation link is incomplete. Open the link in your invitation email again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join workspace' })).toBeNull();
  });
});
