import {
  type Region,
  WA_TEMPLATE_CATEGORIES,
  WA_TEMPLATE_CREATED,
  WA_TEMPLATE_LANGUAGES,
  waErrorOccurred,
  waTemplateName,
  ZWaTemplateDraft,
} from '@agent-platform/core';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { isApiError } from '../../lib/api';
import { firstError } from '../../lib/forms';
import { notify } from '../agent-shell/notify';
import { useCreateWhatsappTemplate } from './whatsapp-hooks';

/** 'Create Template' (spec 000 §2, §3 template draft): checked by its schema, 'Invalid template info' otherwise. */
export function WhatsappTemplateForm({ region, agentId, wabaId }: { region: Region; agentId: string; wabaId: string }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', language: 'en', category: 'UTILITY', bodyText: '' },
    validate: zod4Resolver(ZWaTemplateDraft, { errorPriority: 'first' }),
    transformValues: (values) => ZWaTemplateDraft.parse(values),
    // Every rule has the one message, 'Invalid template info', which stays until the next try.
    clearInputErrorOnChange: false,
  });
  const draft = form.values;
  const problem = firstError(form);
  const create = useCreateWhatsappTemplate(region, agentId);
  const submit = form.onSubmit((template) => {
    create.mutate(
      { ...template, wabaId },
      {
        onSuccess: () => {
          notify('green', WA_TEMPLATE_CREATED);
          form.reset();
        },
        onError: (error) => notify('red', isApiError(error) ? error.message : waErrorOccurred()),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Create Template">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Create Template
        </Title>
        <TextInput
          label="Name"
          description={
            draft.name ? `Saved as ${waTemplateName(draft.name)}` : 'Lowercase, with underscores for spaces.'
          }
          {...form.getInputProps('name', { withError: false })}
        />
        <Group grow>
          <Select
            label="Language"
            data={WA_TEMPLATE_LANGUAGES.map((language) => ({ value: language.value, label: language.label }))}
            {...form.getInputProps('language', { withError: false })}
            allowDeselect={false}
          />
          <Select
            label="Category"
            data={[...WA_TEMPLATE_CATEGORIES]}
            {...form.getInputProps('category', { withError: false })}
            allowDeselect={false}
          />
        </Group>
        <Textarea label="Body text" {...form.getInputProps('bodyText', { withError: false })} autosize minRows={2} />
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" size="xs" variant="default" loading={create.isPending}>
            Create Template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
