import {
  KB_CRAWL_DEFAULT_MAX_DEPTH,
  KB_CRAWL_DEFAULT_MAX_PAGES,
  KB_CRAWL_MAX_DEPTH,
  KB_CRAWL_MAX_PAGES,
  KB_REFRESH_RATE_LABELS,
  KB_REFRESH_RATES,
  KB_UPLOAD_ACCEPT,
  KB_UPLOAD_HINT,
  KB_UPLOAD_MAX_BYTES,
  KB_UPLOAD_TOO_LARGE_MESSAGE,
  type Region,
  ZAddKbQaBody,
  ZAddKbUrlBody,
  ZAddKbWebsiteBody,
} from '@agent-platform/core';
import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileUpload, IconLink, IconMessageQuestion, IconWorld } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { firstError } from '../../lib/forms';
import { type AddKnowledge, useAddKnowledge } from './use-knowledge-mutations';

/** Adds a document to the agent's knowledge: a file, one web page, a whole website, or a question with its answer. */
export function AddKnowledgeCard({ region, agentId }: { region: Region; agentId: string }) {
  const add = useAddKnowledge(region, agentId);
  const [error, setError] = useState<ReactNode>(null);

  const submit = async (request: AddKnowledge, added: string): Promise<boolean> => {
    setError(null);
    try {
      await add.mutateAsync(request);
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    }
    notifications.show({ color: 'green', message: added, autoClose: 3000 });
    return true;
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text fw={600}>Add knowledge</Text>
        <Tabs defaultValue="upload" onChange={() => setError(null)}>
          <Tabs.List>
            <Tabs.Tab value="upload" leftSection={<IconFileUpload size={16} />}>
              Upload file
            </Tabs.Tab>
            <Tabs.Tab value="url" leftSection={<IconLink size={16} />}>
              Web page
            </Tabs.Tab>
            <Tabs.Tab value="website" leftSection={<IconWorld size={16} />}>
              Website
            </Tabs.Tab>
            <Tabs.Tab value="qa" leftSection={<IconMessageQuestion size={16} />}>
              Q&A
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upload" pt="md">
            <UploadForm pending={add.isPending} onError={setError} submit={submit} />
          </Tabs.Panel>
          <Tabs.Panel value="url" pt="md">
            <UrlForm pending={add.isPending} onError={setError} submit={submit} />
          </Tabs.Panel>
          <Tabs.Panel value="website" pt="md">
            <WebsiteForm pending={add.isPending} onError={setError} submit={submit} />
          </Tabs.Panel>
          <Tabs.Panel value="qa" pt="md">
            <QaForm pending={add.isPending} onError={setError} submit={submit} />
          </Tabs.Panel>
        </Tabs>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

export const REFRESH_OPTIONS = KB_REFRESH_RATES.map((rate) => ({ value: rate, label: KB_REFRESH_RATE_LABELS[rate] }));

interface FormProps {
  pending: boolean;
  onError: (message: ReactNode) => void;
  submit: (request: AddKnowledge, added: string) => Promise<boolean>;
}

function UploadForm({ pending, onError, submit }: FormProps) {
  const choose = (file: File | null) => {
    if (!file) return;
    // The server refuses it too; saying so here spares sending 10 MB for nothing.
    if (file.size > KB_UPLOAD_MAX_BYTES) onError(KB_UPLOAD_TOO_LARGE_MESSAGE);
    else void submit({ kind: 'upload', file }, `${file.name} was added. It is being processed.`);
  };
  return (
    <Group gap="md">
      <FileButton onChange={choose} accept={KB_UPLOAD_ACCEPT}>
        {(props) => (
          <Button {...props} loading={pending} leftSection={<IconFileUpload size={16} />}>
            Choose file
          </Button>
        )}
      </FileButton>
      <Text size="sm" c="dimmed">
        {KB_UPLOAD_HINT}
      </Text>
    </Group>
  );
}

function UrlForm({ pending, onError, submit }: FormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { url: '', refreshRate: 'never' },
    validate: zod4Resolver(ZAddKbUrlBody, { errorPriority: 'first' }),
    transformValues: (values) => ZAddKbUrlBody.parse(values),
  });
  const save = form.onSubmit(
    async (body) => {
      if (await submit({ kind: 'url', body }, 'The page was added. It is being read.')) form.setFieldValue('url', '');
    },
    (errors) => onError(firstError({ values: form.values, errors })),
  );
  return (
    <form onSubmit={save}>
      <Group align="flex-end" gap="md">
        <TextInput
          label="Page URL"
          description="One page is read; its main text becomes knowledge."
          placeholder="https://example.com/faq"
          {...form.getInputProps('url', { withError: false })}
          style={{ flex: 1 }}
        />
        <Select
          label="Refresh"
          data={REFRESH_OPTIONS}
          {...form.getInputProps('refreshRate', { withError: false })}
          allowDeselect={false}
          w={170}
        />
        <Button type="submit" loading={pending}>
          Add page
        </Button>
      </Group>
    </form>
  );
}

function WebsiteForm({ pending, onError, submit }: FormProps) {
  // A number input holds '' while it is emptied.
  const limit = (value: number): number | string => value;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      url: '',
      maxPages: limit(KB_CRAWL_DEFAULT_MAX_PAGES),
      maxDepth: limit(KB_CRAWL_DEFAULT_MAX_DEPTH),
    },
    validate: zod4Resolver(ZAddKbWebsiteBody, { errorPriority: 'first' }),
    transformValues: (values) => ZAddKbWebsiteBody.parse(values),
  });
  const save = form.onSubmit(
    async (body) => {
      const added = 'The website was added. Its pages are being found and read.';
      if (await submit({ kind: 'website', body }, added)) form.setFieldValue('url', '');
    },
    (errors) => onError(firstError({ values: form.values, errors })),
  );
  return (
    <form onSubmit={save}>
      <Group align="flex-end" gap="md">
        <TextInput
          label="Website URL"
          description="Its sitemap's pages are read, or else the pages its links reach."
          placeholder="https://example.com"
          {...form.getInputProps('url', { withError: false })}
          style={{ flex: 1 }}
        />
        <NumberInput
          label="Max pages"
          min={1}
          max={KB_CRAWL_MAX_PAGES}
          {...form.getInputProps('maxPages', { withError: false })}
          w={110}
        />
        <NumberInput
          label="Link depth"
          min={0}
          max={KB_CRAWL_MAX_DEPTH}
          {...form.getInputProps('maxDepth', { withError: false })}
          w={110}
        />
        <Button type="submit" loading={pending}>
          Add website
        </Button>
      </Group>
    </form>
  );
}

function QaForm({ pending, onError, submit }: FormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { question: '', answer: '' },
    validate: zod4Resolver(ZAddKbQaBody, { errorPriority: 'first' }),
    transformValues: (values) => ZAddKbQaBody.parse(values),
  });
  const save = form.onSubmit(
    async (body) => {
      if (await submit({ kind: 'qa', body }, 'The Q&A was added.')) form.reset();
    },
    (errors) => onError(firstError({ values: form.values, errors })),
  );
  return (
    <form onSubmit={save}>
      <Stack gap="sm">
        <TextInput label="Question" {...form.getInputProps('question', { withError: false })} />
        <Textarea label="Answer" autosize minRows={3} {...form.getInputProps('answer', { withError: false })} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Add Q&A
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
