import { type ClientOnboardingState, ZClientOnboarding } from '@agent-platform/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { ClientOnboardingPage } from './client-onboarding-page';
import { clientOnboardingQueryKey } from './use-client-onboarding';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

function stateWith(flags: Partial<ClientOnboardingState['flags']> = {}): ClientOnboardingState {
  return {
    agencyName: 'Bright Agency',
    region: 'na',
    workspaceUid: 'ws_agency',
    flags: ZClientOnboarding.parse(flags),
    isNewSignup: true,
    onboardingCompleted: false,
    goals: [],
    company: null,
  };
}

function renderOnboarding(state: ClientOnboardingState) {
  return renderDashboard(<ClientOnboardingPage />, {
    path: '/app/na/client/onboarding',
    route: '/app/:region/client/onboarding',
    queries: [[clientOnboardingQueryKey(), state]],
  });
}

describe('the client onboarding wizard', () => {
  it("walks the agency's steps in order: welcome with the agency's name, goals, then the company form", async () => {
    const { user } = renderOnboarding(stateWith());
    expect(screen.getByRole('heading', { name: 'Welcome to Bright Agency' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'What would you like your agent to do?' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Capture leads' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Tell us about your company' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip & Go to Dashboard' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: 'Capture leads' })).toHaveProperty('checked', true);
  });

  it('shows only the steps the agency turns on', () => {
    renderOnboarding(stateWith({ showWelcomeStep: false, showGoalsStep: false, showAgentCreationStep: false }));
    expect(screen.getByRole('heading', { name: 'Tell us about your company' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByText('Welcome to Bright Agency')).toBeNull();
  });

  it("checks the company form with the agency's required fields and spec 002 §5.11's words", async () => {
    const { user } = renderOnboarding(
      stateWith({ showWelcomeStep: false, showGoalsStep: false, requireCompanyWebsite: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Please tell us what your company does')).toBeTruthy();
    expect(screen.queryByText('Company website is required')).toBeNull();

    await fill(user, screen.getByRole('textbox', { name: /Company name/ }), 'Acme');
    expect(screen.queryByText('Company name is required')).toBeNull();
    await fill(user, screen.getByRole('textbox', { name: /Company website/ }), 'acme');
    await fill(user, screen.getByRole('textbox', { name: /What does your company do/ }), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid website URL or domain')).toBeTruthy();
    expect(screen.getByText('Please provide at least 10 characters')).toBeTruthy();
  });

  it('asks for the website when the agency requires it', async () => {
    const { user } = renderOnboarding(
      stateWith({ showWelcomeStep: false, showGoalsStep: false, requireCompanyWebsite: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company website is required')).toBeTruthy();
  });

  it('Skip & Go to Dashboard marks onboarding done, shows the interstitial and, with no agent made, leaves for /', async () => {
    answerWith('POST /api/client/onboarding/complete', {
      status: 200,
      body: { ...stateWith(), onboardingCompleted: true },
    });
    const { user } = renderOnboarding(stateWith({ showWelcomeStep: false }));
    await user.click(screen.getByRole('checkbox', { name: 'Book appointments' }));
    await user.click(screen.getByRole('button', { name: 'Skip & Go to Dashboard' }));
    expect(await screen.findByText('Setting up your account...')).toBeTruthy();
    await waitFor(() => expect(requestsTo('POST /api/client/onboarding/complete')).toHaveLength(1));
    expect(requestsTo('POST /api/client/onboarding/complete')[0]?.body).toEqual({ goals: ['bookAppointments'] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 4000 });
  });
});
