import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_TEXTS, ZSupportMessageBody } from '@agent-platform/core';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCheckedForm } from '../../lib/forms';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useSendSupportMessage } from './use-send-support-message';

/** A message to the platform's support, sent from the workspace being shown; the answer comes by email. */
export function SupportMessageForm() {
  const { account, workspace } = useCurrentWorkspace();
  const send = useSendSupportMessage(workspace.region, workspace.uid);
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: zod4Resolver(ZSupportMessageBody, { errorPriority: 'first' }),
    transformValues: (values) => ZSupportMessageBody.parse(values),
  });
  const submit = form.onSubmit((body) => {
    send.reset();
    send.mutate(body, { onSuccess: () => form.reset() });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Message to support">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We answer by email at {account.email}. Your message says which workspace it is about (
          {workspace.workspaceName}, {workspace.region}).
        </Text>
        <TextInput label="Subject" placeholder="What is it about?" withAsterisk {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          placeholder="Tell us what happened, and what you expected."
          withAsterisk
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('message')}
        />
        <Text size="xs" c="dimmed" ta="right" mt={-8}>
          {form.values.message.length.toLocaleString('en-US')} / {SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
        </Text>
        <FormError error={send.error} />
        {send.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {SUPPORT_TEXTS.sent}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
