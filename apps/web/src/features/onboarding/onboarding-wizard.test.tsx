import { type Me, onboardingStorageKey } from '@agent-platform/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { OnboardingPage } from '../workspaces/onboarding-page';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  window.localStorage.clear();
});

const newWorkspace = { ...workspace('ws_new', 'eu'), isPersonal: true, isAgentOnboardingDone: false };
const newOwner: Me = { account, workspaces: [newWorkspace] };

function renderOnboarding(me: Me = newOwner) {
  return renderDashboard(<OnboardingPage />, { me, path: '/onboarding?region=eu', route: '/onboarding' });
}

describe("the workspace owner's onboarding wizard", () => {
  it("opens on 'Tell us about your company' with Back, Next and Skip & Go to Dashboard", () => {
    renderOnboarding();
    expect(screen.getByRole('heading', { name: 'Tell us about your company' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip & Go to Dashboard' })).toBeTruthy();
  });

  it("checks the company form with spec 002 §5.11's words, and an edit clears a field's error", async () => {
    const { user } = renderOnboarding();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Company website is required')).toBeTruthy();
    expect(screen.getByText('Please tell us what your company does')).toBeTruthy();

    await fill(user, screen.getByRole('textbox', { name: /Company name/ }), 'Acme');
    expect(screen.queryByText('Company name is required')).toBeNull();
    await fill(user, screen.getByRole('textbox', { name: /Company website/ }), 'acme');
    await fill(user, screen.getByRole('textbox', { name: /What does your company do/ }), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid website URL or domain')).toBeTruthy();
    expect(screen.getByText('Please provide at least 10 characters')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tell us about your company' })).toBeTruthy();
  });

  it('keeps what was typed across a reload, in local storage per workspace', async () => {
    const first = renderOnboarding();
    await fill(first.user, screen.getByRole('textbox', { name: /Company name/ }), 'Larkspur');
    first.unmount();
    renderOnboarding();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveProperty('value', 'Larkspur');
    expect(window.localStorage.getItem(onboardingStorageKey('ws_new'))).toContain('Larkspur');
  });

  it('Skip & Go to Dashboard marks onboarding done, clears the stored state and, after the wait, opens the agents', async () => {
    answerWith('POST /api/eu/workspaces/ws_new/agent-onboarding', {
      status: 200,
      body: { ...newWorkspace, isAgentOnboardingDone: true },
    });
    answerWith('GET /api/auth/me', { status: 200, body: { ...newOwner, workspaces: [] } });
    const { user } = renderOnboarding();
    await fill(user, screen.getByRole('textbox', { name: /Company name/ }), 'Larkspur');
    await user.click(screen.getByRole('button', { name: 'Skip & Go to Dashboard' }));
    expect(await screen.findByText('Setting up your account...')).toBeTruthy();
    await waitFor(() => expect(requestsTo('POST /api/eu/workspaces/ws_new/agent-onboarding')).toHaveLength(1));
    await waitFor(() => expect(window.localStorage.getItem(onboardingStorageKey('ws_new'))).toBeNull());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/eu/agents'), {
      timeout: 4000,
    });
  });

  it('sends an owner who is past the wizard to the dashboard', async () => {
    renderOnboarding({ account, workspaces: [{ ...newWorkspace, isAgentOnboardingDone: true }] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/eu/agents'));
  });
});
