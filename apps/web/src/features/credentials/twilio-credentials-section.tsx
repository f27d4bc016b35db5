import { TWILIO_CREDENTIALS_SAVED, ZSaveTwilioCredentialsBody } from '@agent-platform/core';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { saveForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import {
  useSaveTwilioCredentials,
  useTestTwilioCredentials,
  useTwilioCredentials,
} from '../twilio-numbers/use-twilio-numbers';
import { useCurrentWorkspace } from '../workspaces/current-workspace';

/**
 * Twilio on the Credentials page: the Account SID and Auth Token phone numbers and calls go
 * through. The token is write-only: once saved, only its last four characters are shown.
 */
export function TwilioCredentialsSection() {
  const { workspace } = useCurrentWorkspace();
  const saved = useTwilioCredentials(workspace.region, workspace.uid);
  const save = useSaveTwilioCredentials(workspace.region, workspace.uid);
  const test = useTestTwilioCredentials(workspace.region, workspace.uid);
  const form = useForm({
    mode: 'controlled',
    initialValues: { accountSid: '', authToken: '' },
    validate: zod4Resolver(ZSaveTwilioCredentialsBody, { errorPriority: 'first' }),
    transformValues: (values) => ZSaveTwilioCredentialsBody.parse(values),
  });

  const submit = form.onSubmit((body) => {
    save.mutate(body, {
      onSuccess: () => {
        form.setFieldValue('authToken', '');
        // The saved account is what later edits are compared with.
        form.resetDirty({ ...form.getValues(), authToken: '' });
        test.reset();
        notifications.show({ color: 'green', message: TWILIO_CREDENTIALS_SAVED, autoClose: 3000 });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  });
  useUnsavedChanges({ dirty: form.isDirty(), save: () => saveForm(form, (body) => save.mutateAsync(body)) });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="twilio-credentials-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="twilio-credentials-title">
            Twilio
          </Title>
          <Text c="dimmed" size="sm">
            Phone numbers and phone calls go through your Twilio account. The Auth Token is stored encrypted and is
            never shown again.
          </Text>
          {saved.data && (
            <Text size="sm" aria-label="Saved Twilio account">
              Saved: {saved.data.accountSid}, Auth Token ending in {saved.data.authTokenHint}
            </Text>
          )}
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Account SID" placeholder="AC…" {...form.getInputProps('accountSid')} autoComplete="off" />
            <PasswordInput
              label="Auth Token"
              placeholder={saved.data ? 'Enter a new token to replace the saved one' : undefined}
              {...form.getInputProps('authToken')}
              autoComplete="off"
            />
            <Group justify="flex-end">
              <Button variant="default" disabled={!saved.data} loading={test.isPending} onClick={() => test.mutate()}>
                Test connection
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save Twilio credentials
              </Button>
            </Group>
          </Stack>
        </form>
        {test.data &&
          (test.data.ok ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Connected" role="status">
              {test.data.friendlyName} ({test.data.status})
            </Alert>
          ) : (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title="Connection failed"
              role="alert"
            >
              {test.data.error}
            </Alert>
          ))}
        {test.isError && (
          <Alert color="red" variant="light" title="Connection failed" role="alert">
            {errorMessage(test.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
