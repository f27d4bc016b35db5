import { type CreatePromptBody, PROMPT_CONTENT_MAX_LENGTH, type Prompt, ZCreatePromptBody } from '@agent-platform/core';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { saveForm, useCheckedForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useSavePrompt } from './use-save-prompt';

/** Save a new prompt or edit one: a name to find it by, and its text. */
export function PromptForm({
  prompt,
  onSaved,
  onCancel,
}: {
  prompt?: Prompt;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { workspace } = useCurrentWorkspace();
  const save = useSavePrompt(workspace.region, workspace.uid);
  const form = useCheckedForm({
    mode: 'controlled',
    initialValues: { name: prompt?.name ?? '', content: prompt?.content ?? '' },
    validate: zod4Resolver(ZCreatePromptBody, { errorPriority: 'first' }),
    transformValues: (values) => ZCreatePromptBody.parse(values),
  });

  const request = (body: CreatePromptBody) => (prompt ? { id: prompt.id, body } : { body });
  const submit = form.onSubmit((body) => save.mutate(request(body), { onSuccess: onSaved }));
  useUnsavedChanges({
    dirty: form.isDirty(),
    save: () => saveForm(form, (body) => save.mutateAsync(request(body))),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="How you find it in the list and in an agent's prompt editor."
          placeholder="Friendly support tone"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Prompt"
          placeholder="You are a friendly assistant for..."
          withAsterisk
          autosize
          minRows={8}
          maxRows={18}
          {...form.getInputProps('content')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Text size="xs" c="dimmed" ta="right" mt={-8}>
          {form.values.content.length.toLocaleString('en-US')} / {PROMPT_CONTENT_MAX_LENGTH.toLocaleString('en-US')}
        </Text>
        <FormError error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {prompt ? 'Save changes' : 'Save prompt'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
