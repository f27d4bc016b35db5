import type { Region } from '@agent-platform/core';
import { Button, Code, CopyButton, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * The snippet a customer pastes on their website; the loader reads the agent and its region from
 * it (any region but 'eu' reads na). `data-render-mode` may name another of RENDER_MODES.
 */
export function embedSnippet(origin: string, agentId: string, region: Region): string {
  return `<script src="${origin}/widget/loader.js" data-agent-id="${agentId}" data-region="${region}"></script>`;
}

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
  const snippet = embedSnippet(window.location.origin, agentId, region);
  return (
    <Modal opened={opened} onClose={onClose} title="Embed code" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">Paste this snippet into your website's HTML, just before the closing &lt;/body&gt; tag.</Text>
        <Code block aria-label="Embed snippet" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {snippet}
        </Code>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {copied ? 'Copied' : 'Copy code'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Modal>
  );
}
