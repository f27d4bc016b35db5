import type { KbDoc, Region } from '@agent-platform/core';
import { Alert, Modal, ScrollArea, Skeleton, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { useKnowledgeDoc } from './use-knowledge-docs';

/** The text extracted from a document, as the agent reads it. */
export function DocTextModal({
  region,
  agentId,
  doc,
  onClose,
}: {
  region: Region;
  agentId: string;
  doc: KbDoc | undefined;
  onClose: () => void;
}) {
  const full = useKnowledgeDoc(region, agentId, doc?.ID);
  return (
    <Modal opened={doc !== undefined} onClose={onClose} title={doc?.name} size="xl">
      {full.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(full.error)}
        </Alert>
      ) : full.isPending ? (
        <Skeleton height={200} />
      ) : full.data.content ? (
        <ScrollArea.Autosize mah="65vh">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="kb-doc-text">
            {full.data.content}
          </Text>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          No text has been read from this document yet.
        </Text>
      )}
    </Modal>
  );
}
