import {
  GOOGLE_BUSINESS_SAVE_FAILED,
  GOOGLE_BUSINESS_SAVED,
  googleBusinessWebhookUrl,
  ZAgentResponse,
  ZGoogleBusinessForm,
} from '@agent-platform/core';
import { Alert, Button, Code, Group, List, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { answer, api, bearer } from '../../lib/api';
import { firstError, showCallError } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { notify } from '../agent-shell/notify';

/**
 * The deprecated Google Business modal (spec 000 §2): steps 1-3, the webhook address, and the
 * service account's client email and private key. Saving posts the agent with the two fields,
 * authorised by the agent's own SECRET_API_KEY as the spec says.
 */
export function GoogleBusinessModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { region, agentId, server, published, editLocal, acceptSaved } = useAgentShell();
  const form = useForm({
    mode: 'controlled',
    initialValues: { clientEmail: server.gcloudClientEmail ?? '', privateKey: '' },
    validate: zod4Resolver(ZGoogleBusinessForm, { errorPriority: 'first' }),
    // The one message stays until the next Save, as the problem it names may be in either input.
    clearInputErrorOnChange: false,
    transformValues: (values) => ZGoogleBusinessForm.parse(values),
  });
  const problem = firstError(form);
  const save = useMutation({
    mutationFn: (fields: { gcloudClientEmail: string; gcloudPrivateKey: string }) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}', {
          params: { path: { region, agentId } },
          body: { ...server, ...fields },
          headers: bearer(server.SECRET_API_KEY),
        })
        .then(answer(ZAgentResponse)),
  });

  useUnsavedChanges({ dirty: opened && form.isDirty() });

  const submit = form.onSubmit((fields) => {
    save.mutate(fields, {
      onSuccess: (response) => {
        const hadEdits = !published;
        acceptSaved(response);
        // Unsaved edits elsewhere stay, with the two saved fields as the server shows them (the key
        // masked), so publishing them keeps these.
        const { gcloudClientEmail, gcloudPrivateKey } = response.agent;
        if (hadEdits) editLocal((agent) => ({ ...agent, gcloudClientEmail, gcloudPrivateKey }));
        notify('green', GOOGLE_BUSINESS_SAVED);
        form.setFieldValue('privateKey', '');
        form.resetDirty({ ...form.getValues(), privateKey: '' });
        onClose();
      },
      onError: (error) => {
        notify('red', GOOGLE_BUSINESS_SAVE_FAILED);
        // The notice is the spec's; why it failed stays beside the inputs.
        showCallError(form, error);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Google Business Chat (deprecated)" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="yellow" title="Deprecated">
            Google has discontinued Business Messages, so this channel no longer receives messages. The settings are
            kept for agents that had them.
          </Alert>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>In the Business Communications console, create a partner agent for your brand.</List.Item>
            <List.Item>
              Set its webhook to this address:
              <Code block mt={4}>
                {googleBusinessWebhookUrl(window.location.origin, region, agentId)}
              </Code>
            </List.Item>
            <List.Item>Create a service account key and paste its client email and private key below.</List.Item>
          </List>
          <TextInput
            label="Client email"
            {...form.getInputProps('clientEmail', { withError: false })}
            autoComplete="off"
            required
          />
          <Textarea
            label="Private key"
            {...form.getInputProps('privateKey', { withError: false })}
            autosize
            minRows={3}
            required
          />
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
