import {
  CLIENT_CODE_MISSING_MESSAGE,
  CLIENT_LOGIN_CODE_SENT_MESSAGE,
  CLIENT_SIGN_IN_MISSING_MESSAGE,
  CLIENT_SIGNED_IN_MESSAGE,
  type ClientSession,
  ZClientCodeRequestBody,
  ZClientCodeSignInBody,
  ZClientSignInBody,
} from '@agent-platform/core';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadError } from '../../ui/load-error';
import { AuthFooterLink, AuthLayout } from '../auth/auth-layout';
import { CLIENT_AUTH_TOAST_MS, clientNotice } from './client-notice';
import { signInFailureMessage } from './sign-in-failure';
import { useAuthLoading } from './use-auth-loading';
import { useClientCodeSignIn } from './use-client-code-sign-in';
import { useClientEntry } from './use-client-entry';
import { clientSessionQueryKey } from './use-client-session';
import { useClientSignIn } from './use-client-sign-in';
import { useClientTokenSignIn } from './use-client-token-sign-in';
import { useRequestClientCode } from './use-request-client-code';

const toast = (message: string) => clientNotice('red', message, CLIENT_AUTH_TOAST_MS);

/**
 * The client sign-in screen at the agency's entry (spec 002 §2.9, §4.6, §5.7): password or
 * emailed login code, `?token=` links and `?username=&password=` auto sign-in.
 */
export function ClientSignInPage() {
  const entry = useClientEntry();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const signIn = useClientSignIn();
  const requestCode = useRequestClientCode();
  const codeSignIn = useClientCodeSignIn();
  const tokenSignIn = useClientTokenSignIn();
  const loading = useAuthLoading();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeRequested, setCodeRequested] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);

  const signedIn = (session: ClientSession) =>
    loading.afterHold(() => {
      clientNotice('green', CLIENT_SIGNED_IN_MESSAGE);
      queryClient.setQueryData(clientSessionQueryKey, session);
    });
  const failed = (error: unknown) => {
    loading.stop();
    // Spec 002 §5.7: no client with this email.
    if (isApiError(error, 404)) setEmailInvalid(true);
    toast(signInFailureMessage(error));
  };
  const withPassword = (body: { email: string; password: string }) => {
    const parsed = ZClientSignInBody.safeParse(body);
    if (!parsed.success) return toast(parsed.error.issues[0]?.message ?? CLIENT_SIGN_IN_MISSING_MESSAGE);
    loading.start();
    signIn.mutate(parsed.data, { onSuccess: signedIn, onError: failed });
  };

  // A link's token or credentials are tried once, when the page opens.
  const tried = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one try per visit
  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const token = searchParams.get('token');
    const username = searchParams.get('username');
    const linkPassword = searchParams.get('password');
    if (token) {
      loading.start();
      tokenSignIn.mutate({ token }, { onSuccess: signedIn, onError: failed });
    } else if (username && linkPassword) {
      setEmail(username);
      withPassword({ email: username, password: linkPassword });
    }
  }, []);

  const sendCode = () => {
    const parsed = ZClientCodeRequestBody.safeParse({ email });
    if (!parsed.success) return toast(parsed.error.issues[0]?.message ?? CLIENT_SIGN_IN_MISSING_MESSAGE);
    requestCode.mutate(parsed.data, {
      onSuccess: (sent) => {
        setCodeRequested(true);
        clientNotice('green', sent.message || CLIENT_LOGIN_CODE_SENT_MESSAGE);
      },
      onError: failed,
    });
  };

  const submitCode = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const parsed = ZClientCodeSignInBody.safeParse({ email, code });
    if (!parsed.success) return toast(parsed.error.issues[0]?.message ?? CLIENT_CODE_MISSING_MESSAGE);
    loading.start();
    codeSignIn.mutate(parsed.data, { onSuccess: signedIn, onError: failed });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    withPassword({ email, password });
  };

  if (loading.active) return <FullPageLoader label="Signing in" />;
  if (entry.isPending) return <FullPageLoader />;
  if (entry.isError)
    return <LoadError title="Could not load the sign-in page" error={entry.error} onRetry={() => entry.refetch()} />;
  const { disablePasswordLogin, enableClientSignup } = entry.data;

  return (
    <AuthLayout
      title="Sign In"
      footer={
        enableClientSignup ? (
          <Text size="sm" c="dimmed">
            Don't have an account? <AuthFooterLink to="/signup">Sign Up</AuthFooterLink>
          </Text>
        ) : undefined
      }
    >
      <form
        noValidate
        onSubmit={codeRequested || disablePasswordLogin ? (event) => event.preventDefault() : submitPassword}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={emailInvalid || undefined}
            readOnly={codeRequested}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailInvalid(false);
            }}
          />
          {codeRequested ? (
            <>
              <TextInput
                label="Login Code"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                data-autofocus
                onChange={(event) => setCode(event.currentTarget.value)}
                // Spec 002 §2.9: Enter submits the code.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') submitCode(event);
                }}
                description="Press Enter to sign in."
              />
              <Group grow>
                <Button variant="default" loading={requestCode.isPending} onClick={sendCode}>
                  Resend Code
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => {
                    setCodeRequested(false);
                    setCode('');
                  }}
                >
                  Cancel
                </Button>
              </Group>
            </>
          ) : (
            <>
              {!disablePasswordLogin && (
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
              )}
              {!disablePasswordLogin && (
                <Button type="submit" disabled={!password}>
                  Sign In
                </Button>
              )}
              <Button
                variant={disablePasswordLogin ? 'filled' : 'default'}
                disabled={!email.trim()}
                loading={requestCode.isPending}
                onClick={sendCode}
              >
                Email Login Code
              </Button>
            </>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
