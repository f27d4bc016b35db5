import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderDashboard } from '../../../test/render';
import { SignupPage } from './signup-page';

describe('Sign up form', () => {
  it('names every missing input with the words the server would use, and nothing before the first try', async () => {
    const { user } = renderDashboard(<SignupPage />, { path: '/signup' });
    expect(screen.queryByText('Please enter your name.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
  });

  it('checks each input on its own: a short password is the one problem left', async () => {
    const { user } = renderDashboard(<SignupPage />, { path: '/signup' });
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('after the first try, follows the typing: a fixed input loses its message, a broken one gets it back', async () => {
    const { user } = renderDashboard(<SignupPage />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();

    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
  });
});
