import {
  findSettingsSection,
  type SettingsSectionId,
  SYSTEM_PROMPT_PART_LABELS,
  setAgentField,
} from '@agent-platform/core';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import type { AgentShellViewer } from '../agent-shell/agent-shell-viewer';
import { type FieldDefinition, SettingField } from '../agent-shell/setting-field';
import { useSaveErrors } from '../agent-shell/use-save-errors';
import { SavedPromptPicker } from '../prompts/saved-prompt-picker';
import { hasFlowSteps } from './has-flow-steps';
import { PromptReadingOrder } from './prompt-reading-order';

/** The Settings tab's own definitions, so both tabs edit a field the same way. */
function setting(section: SettingsSectionId, id: string, label?: string): FieldDefinition {
  const found = findSettingsSection(section).settings.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown setting ${id}`);
  return { ...found, id: `prompt.${id.split('.')[1]}`, ...(label ? { label } : {}) };
}

// In the order the model reads them (core's systemPrompt), named as its preview names them.
const PROMPT_SETTINGS: readonly FieldDefinition[] = [
  {
    id: 'prompt.instructions',
    label: SYSTEM_PROMPT_PART_LABELS.instructions.label,
    description:
      'Written by the template or from the website this agent was made from. The model reads them first; change them as you like.',
    kind: 'textarea',
    field: 'vg_systemPrompt',
  },
  {
    id: 'prompt.mainPrompt',
    label: SYSTEM_PROMPT_PART_LABELS.mainPrompt.label,
    description: 'Who the agent is, what it does and how it talks, in your words. Read after the agent instructions.',
    kind: 'textarea',
    field: 'vg_prompt',
    optional: true,
  },
  {
    id: 'prompt.openingPrompt',
    label: SYSTEM_PROMPT_PART_LABELS.opening.label,
    description: SYSTEM_PROMPT_PART_LABELS.opening.explanation,
    kind: 'textarea',
    field: 'vg_initPrompt',
  },
  setting('core', 'core.aiIntroductionMessage', 'Greeting'),
  setting('advanced', 'advanced.defaultModel'),
  setting('advanced', 'advanced.temperature'),
  {
    id: 'prompt.enableNodes',
    label: 'Nodes',
    description: 'Lead conversations step by step with the flow drawn on the Canvas.',
    kind: 'switch',
    field: 'enableNodes',
  },
];

/**
 * The Prompt tab (`nodes`, the basic view): the agent's instructions, main prompt, opening
 * prompt, greeting, model and temperature, and how they make the model's prompt. Edits change
 * the unsaved agent, saved with the rest of it by Publish.
 */
export function PromptTab({ viewer }: { viewer: AgentShellViewer }) {
  const { region, agentId, workspaceUid, local, editLocal } = useAgentShell();
  const errorFor = useSaveErrors();

  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Prompt
        </Title>
        {/* Saved prompts are the workspace's own library, which an agency's client does not reach. */}
        {viewer.kind !== 'client' && (
          <SavedPromptPicker
            region={region}
            workspaceUid={workspaceUid}
            // A saved prompt is added after the main prompt, so nothing written there is lost.
            onInsert={(content) =>
              editLocal((agent) => {
                const written = agent.vg_prompt?.trimEnd() ?? '';
                return { ...agent, vg_prompt: written ? `${written}\n\n${content}` : content };
              })
            }
          />
        )}
      </Group>
      {local.enableNodes && hasFlowSteps(local.nodes) && (
        // The Canvas/Prompt switch is gone once the flow has steps (spec 002 §2.2): say where they are.
        <Alert color="blue" icon={<IconRoute size={18} />} title="This agent follows its Canvas flow">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Each step of the flow adds its own instructions after the prompts below.</Text>
            <Button component={Link} to={agentTabPath(region, agentId, 'prompt')} size="xs" variant="light">
              Open Canvas
            </Button>
          </Stack>
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          {PROMPT_SETTINGS.map((item) => (
            <SettingField
              key={item.id}
              setting={item}
              agent={local}
              error={errorFor(item.field)}
              onChange={(value) => editLocal((agent) => setAgentField(agent, item.field, value))}
            />
          ))}
        </Stack>
      </Card>
      <PromptReadingOrder agent={local} />
    </Stack>
  );
}
