import { type AudienceReport, ZContactImport } from '@agent-platform/core';
import { Button, FileInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { useImportContacts } from './use-import-contacts';

/** Reads a CSV file in the browser and adds its rows to the campaign's contacts. */
export function ContactsCsvImport({
  campaignId,
  onReport,
}: {
  campaignId: string;
  onReport: (report: AudienceReport) => void;
}) {
  const { region, workspaceUid } = useAgentShell();
  const importContacts = useImportContacts(region, workspaceUid, campaignId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!file) {
      setProblem('Choose a CSV file.');
      return;
    }
    const body = ZContactImport.safeParse({ csv: await file.text() });
    if (!body.success) {
      setProblem(body.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    importContacts.mutate(body.data.csv, {
      onSuccess: (report) => {
        setFile(null);
        onReport(report);
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Import CSV
      </Title>
      <Text size="xs" c="dimmed">
        A header row with name, phone, email and timezone columns; other columns can fill in the template. Phone numbers
        need their country code, like +14155550123.
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a file"
        accept=".csv,text/csv"
        clearable
        leftSection={<IconFileTypeCsv size={16} />}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setProblem(null);
        }}
        error={problem}
      />
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        loading={importContacts.isPending}
        onClick={() => void submit()}
        style={{ alignSelf: 'start' }}
      >
        Import contacts
      </Button>
    </Stack>
  );
}
