import {
  type Region,
  WA_TEMPLATE_CATEGORIES,
  WA_TEMPLATE_CREATED,
  WA_TEMPLATE_INVALID,
  WA_TEMPLATE_LANGUAGES,
  waErrorOccurred,
  waTemplateName,
  ZWaTemplateDraft,
} from '@agent-platform/core';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { notify } from '../agent-shell/notify';
import { useCreateWhatsappTemplate } from './whatsapp-hooks';

/** 'Create Template' (spec 000 §2, §3 template draft): checked by its schema, 'Invalid template info' otherwise. */
export function WhatsappTemplateForm({ region, agentId, wabaId }: { region: Region; agentId: string; wabaId: string }) {
  const [draft, setDraft] = useState({ name: '', language: 'en', category: 'UTILITY', bodyText: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateWhatsappTemplate(region, agentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZWaTemplateDraft.safeParse(draft);
    if (!parsed.success) return setProblem(WA_TEMPLATE_INVALID);
    setProblem(null);
    create.mutate(
      { ...parsed.data, wabaId },
      {
        onSuccess: () => {
          notify('green', WA_TEMPLATE_CREATED);
          setDraft({ name: '', language: 'en', category: 'UTILITY', bodyText: '' });
        },
        onError: (error) => notify('red', isApiError(error) ? error.message : waErrorOccurred()),
      },
    );
  };
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
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <Group grow>
          <Select
            label="Language"
            data={WA_TEMPLATE_LANGUAGES.map((language) => ({ value: language.value, label: language.label }))}
            value={draft.language}
            onChange={(language) => setDraft({ ...draft, language: language ?? 'en' })}
            allowDeselect={false}
          />
          <Select
            label="Category"
            data={[...WA_TEMPLATE_CATEGORIES]}
            value={draft.category}
            onChange={(category) => setDraft({ ...draft, category: category ?? 'UTILITY' })}
            allowDeselect={false}
          />
        </Group>
        <Textarea
          label="Body text"
          value={draft.bodyText}
          onChange={(event) => setDraft({ ...draft, bodyText: event.currentTarget.value })}
          autosize
          minRows={2}
        />
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
