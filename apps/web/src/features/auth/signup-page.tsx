import { PASSWORD_MIN_LENGTH, ZSignupBody } from '@agent-platform/core';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useZodForm } from '../../lib/use-zod-form';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { useAuthLink } from './auth-links';
import { FormError } from './form-error';
import { useEnterDashboard } from './use-enter-dashboard';
import { useSignup } from './use-signup';

export function SignupPage() {
  const form = useZodForm(ZSignupBody, { name: '', email: '', password: '' });
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
          <TextInput label="Name" autoComplete="name" required {...form.inputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.inputProps('email')} />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            required
            {...form.inputProps('password')}
          />
          <Button type="submit" fullWidth loading={signup.isPending || enter.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
