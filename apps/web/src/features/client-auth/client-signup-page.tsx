import {
  CLIENT_CODE_MISSING_MESSAGE,
  CLIENT_FIELDS_MISSING_MESSAGE,
  CLIENT_SIGNED_IN_MESSAGE,
  CLIENT_SIGNUP_CODE_SENT_MESSAGE,
  CLIENT_SIGNUP_SIGN_IN_DELAY_MS,
  ZClientSignupBody,
  ZClientSignupCodeBody,
} from '@agent-platform/core';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadError } from '../../ui/load-error';
import { AuthFooterLink, AuthLayout } from '../auth/auth-layout';
import { CLIENT_AUTH_TOAST_MS, clientNotice } from './client-notice';
import { SettingUpScreen } from './setting-up-screen';
import { signInFailureMessage } from './sign-in-failure';
import { useClientEntry } from './use-client-entry';
import { clientSessionQueryKey } from './use-client-session';
import { useClientSignup } from './use-client-signup';
import { useRequestClientSignupCode } from './use-request-client-signup-code';

const toast = (message: string) => clientNotice('red', message, CLIENT_AUTH_TOAST_MS);

/**
 * The client signup screen on an agency's host with client signup on (spec 002 §2.10, §4.7):
 * name and email, a verification code, then Create; signed in 500 ms later.
 */
export function ClientSignupPage() {
  const entry = useClientEntry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const requestCode = useRequestClientSignupCode();
  const signup = useClientSignup();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [settingUp, setSettingUp] = useState(false);

  const sendCode = () => {
    const parsed = ZClientSignupCodeBody.safeParse({ name, email });
    if (!parsed.success) return toast(parsed.error.issues[0]?.message ?? CLIENT_FIELDS_MISSING_MESSAGE);
    requestCode.mutate(parsed.data, {
      onSuccess: (sent) => {
        setCodeSent(true);
        clientNotice('green', sent.message || CLIENT_SIGNUP_CODE_SENT_MESSAGE);
      },
      onError: (error) => toast(signInFailureMessage(error)),
    });
  };

  const create = () => {
    if (!code.trim()) return toast(CLIENT_CODE_MISSING_MESSAGE);
    const parsed = ZClientSignupBody.safeParse({ name, email, code });
    if (!parsed.success) return toast(parsed.error.issues[0]?.message ?? CLIENT_FIELDS_MISSING_MESSAGE);
    signup.mutate(parsed.data, {
      onSuccess: (session) => {
        setSettingUp(true);
        // Spec 002 §4.7: signed in 500 ms after the account is made; the entry then routes the new client.
        setTimeout(() => {
          clientNotice('green', CLIENT_SIGNED_IN_MESSAGE);
          queryClient.setQueryData(clientSessionQueryKey, session);
          navigate('/', { replace: true });
        }, CLIENT_SIGNUP_SIGN_IN_DELAY_MS);
      },
      onError: (error) => toast(signInFailureMessage(error)),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codeSent) create();
    else sendCode();
  };

  if (settingUp) return <SettingUpScreen />;
  if (entry.isPending) return <FullPageLoader />;
  if (entry.isError)
    return <LoadError title="Could not load the sign-up page" error={entry.error} onRetry={() => entry.refetch()} />;
  if (!entry.data.enableClientSignup) return <Navigate to="/" replace />;

  return (
    <AuthLayout
      title="Sign Up"
      footer={
        <Text size="sm" c="dimmed">
          Already have an account? <AuthFooterLink to="/">Sign In</AuthFooterLink>
        </Text>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Full Name"
            autoComplete="name"
            value={name}
            readOnly={codeSent}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            readOnly={codeSent}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {codeSent ? (
            <>
              <TextInput
                label="Verification Code"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Button type="submit" loading={signup.isPending}>
                Create
              </Button>
              <Group grow>
                <Button variant="default" loading={requestCode.isPending} onClick={sendCode}>
                  Resend Code
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => {
                    setCodeSent(false);
                    setCode('');
                  }}
                >
                  Cancel
                </Button>
              </Group>
            </>
          ) : (
            <Button type="submit" loading={requestCode.isPending}>
              Send Verification Code
            </Button>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
