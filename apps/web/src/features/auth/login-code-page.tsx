import { LOGIN_CODE_LENGTH, ZEmailOnlyBody, ZLoginCodeVerifyBody } from '@agent-platform/core';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useCheckedForm } from '../../lib/forms';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { useAuthLink } from './auth-links';
import { FormError } from './form-error';
import { useEnterDashboard } from './use-enter-dashboard';
import { useRequestLoginCode } from './use-request-login-code';
import { useVerifyLoginCode } from './use-verify-login-code';

export function LoginCodePage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const authLink = useAuthLink();

  return (
    <AuthLayout
      guestOnly
      title="Log in with a code"
      description={
        sentTo
          ? `We sent a ${LOGIN_CODE_LENGTH}-digit code to ${sentTo}. Enter it below to log in.`
          : `We will email you a ${LOGIN_CODE_LENGTH}-digit code to log in without a password.`
      }
      footer={<AuthFooterLink to={authLink('/login')}>Log in with a password</AuthFooterLink>}
    >
      {sentTo ? <CodeStep email={sentTo} onChangeEmail={() => setSentTo(null)} /> : <EmailStep onSent={setSentTo} />}
    </AuthLayout>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zod4Resolver(ZEmailOnlyBody, { errorPriority: 'first' }),
    transformValues: (values) => ZEmailOnlyBody.parse(values),
  });
  const requestCode = useRequestLoginCode();

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => requestCode.mutate(body, { onSuccess: () => onSent(body.email) }))}
    >
      <Stack gap="md">
        <FormError error={requestCode.error} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={requestCode.isPending}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { email, code: '' },
    validate: zod4Resolver(ZLoginCodeVerifyBody, { errorPriority: 'first' }),
    transformValues: (values) => ZLoginCodeVerifyBody.parse(values),
  });
  const verify = useVerifyLoginCode();
  const resend = useRequestLoginCode();
  const enter = useEnterDashboard();

  return (
    <form noValidate onSubmit={form.onSubmit((body) => verify.mutate(body, { onSuccess: () => enter.mutate() }))}>
      <Stack gap="md">
        <FormError error={verify.error ?? enter.error ?? resend.error} />
        {resend.isSuccess && (
          <Text size="sm" c="teal" role="status">
            A new code is on its way.
          </Text>
        )}
        <TextInput
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LOGIN_CODE_LENGTH}
          placeholder={'0'.repeat(LOGIN_CODE_LENGTH)}
          required
          autoFocus
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={verify.isPending || enter.isPending}>
          Log in
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            Use a different email
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email })}
          >
            Send a new code
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
