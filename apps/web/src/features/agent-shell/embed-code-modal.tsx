import type { Region } from '@agent-platform/core';
import { Modal } from '@mantine/core';
import { EmbedCode } from '../widget/embed-code';

export function EmbedCodeModal({
  region,
  agentId,
  opened,
  onClose,
}: {
  region: Region;
  agentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Embed code" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <EmbedCode region={region} agentId={agentId} />
    </Modal>
  );
}
