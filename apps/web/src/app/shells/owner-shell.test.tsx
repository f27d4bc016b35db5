import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, renderDashboard } from '../../../test/render';
import { OwnerShell } from './owner-shell';

const where = () => screen.getByTestId('location').textContent;

describe('Who gets into the dashboard', () => {
  it('sends a signed-out visitor to log in', () => {
    renderDashboard(<OwnerShell />, { me: null, path: '/app/na/agents' });

    expect(where()).toBe('/login');
  });

  it('sends a user who has no workspace yet to onboarding', () => {
    renderDashboard(<OwnerShell />, { me: { account, workspaces: [] }, path: '/app/eu/agents' });

    expect(where()).toBe('/onboarding?region=na');
  });
});
