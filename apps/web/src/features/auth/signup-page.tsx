import { PASSWORD_MIN_LENGTH, ZSignupBody } from '@agent-platform/core';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useSearchParams } from 'react-router';
import { useCheckedForm } from '../../lib/forms';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { useAuthLink } from './auth-links';
import { FormError } from './form-error';
import { useEnterDashboard } from './use-enter-dashboard';
import { useSignup } from './use-signup';

export function SignupPage() {
  // An invitation's join page sends the invited email along.
  const [searchParams] = useSearchParams();
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { name: '', email: searchParams.get('email') ?? '', password: '' },
    validate: zod4Resolver(ZSignupBody, { errorPriority: 'first' }),
    transformValues: (values) => ZSignupBody.parse(values),
  });
  const signup = useSignup();
  const enter = useEnterDashboard();
  const authLink = useAuthLink();

  return (
    <AuthLayout
      guestOnly
      title="Create your account"
      description="Build AI chat and voice agents for your website and channels."
      footer={
        <Text size="sm" c="dimmed">
          Already have an account? <AuthFooterLink to={authLink('/login')}>Log in</AuthFooterLink>
        </Text>
      }
    >
      <form noValidate onSubmit={form.onSubmit((body) => signup.mutate(body, { onSuccess: () => enter.mutate() }))}>
        <Stack gap="md">
          <FormError error={signup.error ?? enter.error} />
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signup.isPending || enter.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
