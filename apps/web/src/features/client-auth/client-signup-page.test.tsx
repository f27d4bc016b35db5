import {
  CLIENT_CODE_MISSING_MESSAGE,
  CLIENT_FIELDS_MISSING_MESSAGE,
  CLIENT_SETTING_UP_TITLE,
  CLIENT_SIGNUP_CODE_SENT_MESSAGE,
  type ClientEntry,
} from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientSession } from '../../../test/client-session';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { ClientSignupPage } from './client-signup-page';
import { clientEntryQueryKey } from './use-client-entry';
import { clientSessionQueryKey } from './use-client-session';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const sent = { ok: true, message: CLIENT_SIGNUP_CODE_SENT_MESSAGE };
const entry: ClientEntry = { enableClientSignup: true, disablePasswordLogin: false, supportEmail: '' };

function renderSignup() {
  return renderDashboard(
    <>
      <Notifications />
      <ClientSignupPage />
    </>,
    { path: '/signup', queries: [[clientEntryQueryKey, entry]] },
  );
}

describe('the client signup screen', () => {
  it("asks for every field, then for the code, in the spec's words", async () => {
    answerWith('POST /api/client-auth/signup/code', { status: 200, body: sent });
    const { user } = renderSignup();
    await fill(user, screen.getByLabelText('Full Name'), 'Cleo Client');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText(CLIENT_FIELDS_MISSING_MESSAGE)).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/signup/code')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Email'), 'cleo@client.example');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByLabelText('Verification Code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(CLIENT_CODE_MISSING_MESSAGE)).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/signup')).toHaveLength(0);
  });

  it('creates the account, says it is setting it up, and signs the client in', async () => {
    const session = clientSession({ client: { isNewSignup: true } });
    answerWith('POST /api/client-auth/signup/code', { status: 200, body: sent });
    answerWith('POST /api/client-auth/signup', { status: 201, body: session });
    const { user, router, queryClient } = renderSignup();
    await fill(user, screen.getByLabelText('Full Name'), 'Cleo Client');
    await fill(user, screen.getByLabelText('Email'), 'cleo@client.example');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await fill(user, await screen.findByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(CLIENT_SETTING_UP_TITLE)).toBeTruthy();
    expect(requestsTo('POST /api/client-auth/signup')[0]?.body).toEqual({
      name: 'Cleo Client',
      email: 'cleo@client.example',
      code: '123456',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(clientSessionQueryKey)).toEqual(session);
  });
});
