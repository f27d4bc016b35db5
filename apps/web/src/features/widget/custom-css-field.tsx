import { DEFAULT_CUSTOM_CSS_SAMPLE } from '@agent-platform/core';
import { css } from '@codemirror/lang-css';
import { EditorView } from '@codemirror/view';
import { Group, Input, Stack, useComputedColorScheme } from '@mantine/core';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { CssAssistant } from './css-assistant';

interface CustomCssFieldProps {
  id: string;
  label: string;
  description?: string;
  error?: string;
  value: string | undefined;
  onChange: (css: string) => void;
}

/**
 * The agent's custom CSS (spec 000 §4, §8): a CSS code editor 500 px high in a 13 px font that
 * starts with a commented sample, and the AI CSS Assistant beside it. Loaded only when shown.
 */
export default function CustomCssField({ id, label, description, error, value, onChange }: CustomCssFieldProps) {
  const { region, agentId, workspaceUid } = useAgentShell();
  const scheme = useComputedColorScheme('light');
  const text = value || DEFAULT_CUSTOM_CSS_SAMPLE;
  const extensions = useMemo(
    () => [css(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label, id })],
    [label, id],
  );

  return (
    <Stack gap={4} data-setting-id={id}>
      <Group justify="space-between" align="end">
        <div>
          <Input.Label htmlFor={id}>{label}</Input.Label>
          {description && <Input.Description>{description}</Input.Description>}
        </div>
        <CssAssistant
          region={region}
          agentId={agentId}
          workspaceUid={workspaceUid}
          currentCss={value ?? ''}
          onInsert={onChange}
        />
      </Group>
      <CodeMirror
        value={text}
        height="500px"
        style={{ fontSize: 13 }}
        theme={scheme}
        extensions={extensions}
        onChange={onChange}
      />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
