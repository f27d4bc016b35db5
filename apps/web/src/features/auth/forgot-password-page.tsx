import { ZEmailOnlyBody } from '@agent-platform/core';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCheckedForm } from '../../lib/forms';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { useAuthLink } from './auth-links';
import { FormError } from './form-error';
import { useForgotPassword } from './use-forgot-password';

export function ForgotPasswordPage() {
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zod4Resolver(ZEmailOnlyBody, { errorPriority: 'first' }),
    transformValues: (values) => ZEmailOnlyBody.parse(values),
  });
  const forgot = useForgotPassword();
  const authLink = useAuthLink();

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={<AuthFooterLink to={authLink('/login')}>Back to log in</AuthFooterLink>}
    >
      {forgot.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          If an account exists for {forgot.variables.email}, we sent it a link to reset the password. Check your inbox.
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((body) => forgot.mutate(body))}>
          <Stack gap="md">
            <FormError error={forgot.error} />
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
