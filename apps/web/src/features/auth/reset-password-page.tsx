import { PASSWORD_MIN_LENGTH, ZPasswordResetBody } from '@agent-platform/core';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useSearchParams } from 'react-router';
import { useCheckedForm } from '../../lib/forms';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { useAuthLink } from './auth-links';
import { FormError } from './form-error';
import { useEnterDashboard } from './use-enter-dashboard';
import { useResetPassword } from './use-reset-password';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const tokenCheck = ZPasswordResetBody.shape.token.safeParse(token);
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { token, password: '' },
    validate: zod4Resolver(ZPasswordResetBody, { errorPriority: 'first' }),
    transformValues: (values) => ZPasswordResetBody.parse(values),
  });
  const reset = useResetPassword();
  const enter = useEnterDashboard();
  const authLink = useAuthLink();

  return (
    <AuthLayout
      title="Choose a new password"
      description="You will be logged in once the new password is set."
      footer={<AuthFooterLink to={authLink('/forgot-password')}>Send a new reset link</AuthFooterLink>}
    >
      <form noValidate onSubmit={form.onSubmit((body) => reset.mutate(body, { onSuccess: () => enter.mutate() }))}>
        <Stack gap="md">
          {!tokenCheck.success && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {tokenCheck.error.issues[0]?.message} Ask for a new one below.
            </Alert>
          )}
          <FormError error={reset.error ?? enter.error} />
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth disabled={!tokenCheck.success} loading={reset.isPending || enter.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
