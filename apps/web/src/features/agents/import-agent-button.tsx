import type { Region } from '@agent-platform/core';
import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport } from '@tabler/icons-react';
import { useRef } from 'react';
import { errorMessage } from '../../lib/api';
import { useImportAgent } from './use-import-agent';

class ImportFileError extends Error {}

/**
 * The `agentTemplate` of an export file (`{title}.json`, as the agent's Export writes it). Its contents are
 * checked by the server, which names what is wrong; only a file that is not JSON at all stops here.
 */
async function readExportFile(file: File): Promise<unknown> {
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    throw new ImportFileError('The file is not valid JSON.');
  }
  return typeof data === 'object' && data !== null && 'agentTemplate' in data ? data.agentTemplate : null;
}

/** Creates an agent from an exported agent file. */
export function ImportAgentButton({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  const importAgent = useImportAgent(region, workspaceUid);
  const resetRef = useRef<() => void>(null);

  const onPick = async (file: File | null) => {
    // Lets the same file be picked again after a failure.
    resetRef.current?.();
    if (!file) return;
    try {
      await importAgent.mutateAsync(await readExportFile(file));
    } catch (error) {
      const message = error instanceof ImportFileError ? error.message : errorMessage(error);
      notifications.show({ color: 'red', message: `Error importing agent: ${message}`, autoClose: 5000 });
      return;
    }
    notifications.show({ color: 'green', message: 'Agent imported successfully', autoClose: 3000 });
  };

  return (
    <FileButton
      onChange={onPick}
      accept=".json,application/json"
      resetRef={resetRef}
      inputProps={{ 'aria-label': 'Import agent file' }}
    >
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconFileImport size={18} />} loading={importAgent.isPending}>
          Import Agent
        </Button>
      )}
    </FileButton>
  );
}
