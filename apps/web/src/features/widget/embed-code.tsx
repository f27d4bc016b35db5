import type { Region } from '@agent-platform/core';
import { embedCode, RENDER_MODES, type RenderMode } from '@agent-platform/core/widget/runtime';
import { Button, Code, CopyButton, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { notify } from '../agent-shell/notify';

const MODE_LABELS: Record<RenderMode, string> = {
  'bottom-right': 'Popup, bottom right',
  'bottom-left': 'Popup, bottom left',
  popup: 'Popup, centred',
  'full-width': 'Full width',
  modal: 'Modal',
  embedded: 'Embedded in the page (500x500)',
};

/** The code a customer pastes on their website, for the render mode they pick, with a copy button. */
export function EmbedCode({ region, agentId }: { region: Region; agentId: string }) {
  const { widgetScriptUrl } = useAgentShell();
  const [mode, setMode] = useState<RenderMode>('bottom-right');
  const code = embedCode({ scriptUrl: widgetScriptUrl, agentId, region, mode });
  return (
    <Stack gap="sm">
      <Select
        label="Render mode"
        data={RENDER_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))}
        value={mode}
        allowDeselect={false}
        onChange={(value) => value && setMode(value as RenderMode)}
      />
      <Text size="sm">Paste this code into your website's HTML, just before the closing &lt;/body&gt; tag.</Text>
      <Code block aria-label="Embed code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            onClick={() => {
              copy();
              notify('green', 'Copied to Clipboard');
            }}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {copied ? 'Copied' : 'Copy code'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
