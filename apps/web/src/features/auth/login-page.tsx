import { ZLoginBody } from '@agent-platform/core';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCheckedForm } from '../../lib/forms';
import { useAdminLinkSignIn } from '../agencies/use-admin-link-sign-in';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { useAuthLink } from './auth-links';
import { FormError } from './form-error';
import { useEnterDashboard } from './use-enter-dashboard';
import { useLogin } from './use-login';

export function LoginPage() {
  // An invitation's join page sends the invited email along.
  const [searchParams] = useSearchParams();
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { email: searchParams.get('email') ?? '', password: '' },
    validate: zod4Resolver(ZLoginBody, { errorPriority: 'first' }),
    transformValues: (values) => ZLoginBody.parse(values),
  });
  const login = useLogin();
  const enter = useEnterDashboard();
  const authLink = useAuthLink();
  const adminLink = useAdminLinkSignIn();
  // An agency's admin link (`/login?secret=`) signs in as the agency owner at once, one try per visit.
  const secret = searchParams.get('secret');
  const tried = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one try per visit, whatever renders follow.
  useEffect(() => {
    if (!secret || tried.current) return;
    tried.current = true;
    adminLink.mutate(secret, { onSuccess: () => enter.mutate() });
  }, [secret]);

  return (
    <AuthLayout
      guestOnly
      title="Log in"
      description="Welcome back. Log in to manage your agents."
      footer={
        <>
          <AuthFooterLink to={authLink('/login/code')}>Log in with a code</AuthFooterLink>
          <Text size="sm" c="dimmed">
            No account yet? <AuthFooterLink to={authLink('/signup')}>Sign up</AuthFooterLink>
          </Text>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit((body) => login.mutate(body, { onSuccess: () => enter.mutate() }))}>
        <Stack gap="md">
          <FormError error={login.error ?? adminLink.error ?? enter.error} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Stack gap={6}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={authLink('/forgot-password')} size="sm">
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" fullWidth loading={login.isPending || enter.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
