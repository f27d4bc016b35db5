import {
  CLIENT_EMAIL_UNKNOWN_MESSAGE,
  CLIENT_LOGIN_CODE_SENT_MESSAGE,
  CLIENT_SIGN_IN_MISSING_MESSAGE,
  CLIENT_SIGNED_IN_MESSAGE,
  type ClientEntry,
} from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientSession } from '../../../test/client-session';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { ClientSignInPage } from './client-sign-in-page';
import { clientEntryQueryKey } from './use-client-entry';
import { clientSessionQueryKey } from './use-client-session';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const entry = (overrides: Partial<ClientEntry> = {}): ClientEntry => ({
  enableClientSignup: false,
  disablePasswordLogin: false,
  supportEmail: 'help@agency.example',
  ...overrides,
});

function renderSignIn(settings: Partial<ClientEntry> = {}, path = '/') {
  return renderDashboard(
    <>
      <Notifications />
      <ClientSignInPage />
    </>,
    { path, route: '/', queries: [[clientEntryQueryKey, entry(settings)]] },
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the client sign-in screen', () => {
  it('enables Sign In only with a password and Email Login Code only with an email', async () => {
    const { user } = renderSignIn();
    expect(button('Sign In').disabled).toBe(true);
    expect(button('Email Login Code').disabled).toBe(true);

    await fill(user, screen.getByLabelText('Password'), 'secret-password');
    expect(button('Sign In').disabled).toBe(false);
    expect(button('Email Login Code').disabled).toBe(true);

    await fill(user, screen.getByLabelText('Email'), 'cleo@client.example');
    expect(button('Email Login Code').disabled).toBe(false);
  });

  it('asks for both fields when Sign In is pressed without an email', async () => {
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Password'), 'secret-password');
    await user.click(button('Sign In'));
    expect(await screen.findByText(CLIENT_SIGN_IN_MISSING_MESSAGE)).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/sign-in')).toHaveLength(0);
  });

  it('hides the password and Sign In when the agency turned password sign in off', () => {
    renderSignIn({ disablePasswordLogin: true });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Email Login Code' })).toBeTruthy();
  });

  it('offers Sign Up only when the agency lets clients sign up', () => {
    const { unmount } = renderSignIn();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    unmount();
    renderSignIn({ enableClientSignup: true });
    expect(screen.getByText(/Don't have an account\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('signs in with an emailed code: the code field, Resend Code and Cancel, Enter submits', async () => {
    const session = clientSession();
    answerWith('POST /api/client-auth/code', {
      status: 200,
      body: { ok: true, message: CLIENT_LOGIN_CODE_SENT_MESSAGE },
    });
    answerWith('POST /api/client-auth/code/sign-in', { status: 200, body: session });
    const { user, queryClient } = renderSignIn();

    await fill(user, screen.getByLabelText('Email'), 'Cleo@Client.example');
    await user.click(button('Email Login Code'));
    const codeField = await screen.findByLabelText('Login Code');
    expect(await screen.findByText(CLIENT_LOGIN_CODE_SENT_MESSAGE)).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/code')[0]?.body).toEqual({ email: 'cleo@client.example' });
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await fill(user, codeField, '123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(CLIENT_SIGNED_IN_MESSAGE, {}, { timeout: 4000 })).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/code/sign-in')[0]?.body).toEqual({
      email: 'cleo@client.example',
      code: '123456',
    });
    expect(queryClient.getQueryData(clientSessionQueryKey)).toEqual(session);
  });

  it('goes back to the email and password with Cancel', async () => {
    answerWith('POST /api/client-auth/code', {
      status: 200,
      body: { ok: true, message: CLIENT_LOGIN_CODE_SENT_MESSAGE },
    });
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'cleo@client.example');
    await user.click(button('Email Login Code'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Login Code')).toBeNull();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('marks the email invalid and shows the server message when no client has it', async () => {
    answerWith('POST /api/client-auth/code', refusal(404, 'NOT_FOUND', CLIENT_EMAIL_UNKNOWN_MESSAGE));
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'nobody@client.example');
    await user.click(button('Email Login Code'));
    expect(await screen.findByText(CLIENT_EMAIL_UNKNOWN_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByLabelText('Login Code')).toBeNull();
  });

  it('signs in at once with ?username=&password=', async () => {
    answerWith('POST /api/client-auth/sign-in', { status: 200, body: clientSession() });
    renderSignIn({}, '/?username=cleo@client.example&password=abcdefghijklmno');
    expect(await screen.findByText(CLIENT_SIGNED_IN_MESSAGE, {}, { timeout: 4000 })).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/sign-in')[0]?.body).toEqual({
      email: 'cleo@client.example',
      password: 'abcdefghijklmno',
    });
  });

  it('checks a ?token= link on load and returns to the form when it is refused', async () => {
    const message = 'This login link is not valid or has expired. Please sign in.';
    answerWith('POST /api/client-auth/token', refusal(401, 'UNAUTHORIZED', message));
    renderSignIn({}, `/?token=${'t'.repeat(32)}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/token')[0]?.body).toEqual({ token: 't'.repeat(32) });
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});
