import {
  type Agent,
  SYSTEM_PROMPT_PART_LABELS,
  SYSTEM_PROMPT_SOURCES,
  type SystemPromptInput,
  systemPromptSections,
} from '@agent-platform/core';
import { Button, Card, Code, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * "How your agent reads this": the parts of the system prompt in the order the engine sends
 * them, and a preview of the whole prompt for a new conversation, built by the engine's own
 * assembly from the agent as edited here (published or not).
 */
export function PromptReadingOrder({ agent }: { agent: Agent }) {
  const [previewing, setPreviewing] = useState(false);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="prompt-reading-order">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="prompt-reading-order">
          How your agent reads this
        </Title>
        <Text size="sm">The model gets one prompt, made of these parts in this order. Empty parts are left out.</Text>
        <List type="ordered" size="sm" spacing={4}>
          {SYSTEM_PROMPT_SOURCES.map((source) => (
            <List.Item key={source}>
              <Text span fw={600} size="sm">
                {SYSTEM_PROMPT_PART_LABELS[source].label}
              </Text>
              {`: ${SYSTEM_PROMPT_PART_LABELS[source].explanation}`}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          The greeting is not part of the prompt: the model sees it as its own first message.
        </Text>
        <Button variant="light" leftSection={<IconEye size={16} />} onClick={() => setPreviewing(true)}>
          Preview the full prompt
        </Button>
      </Stack>
      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title="The full prompt"
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {previewing && <PromptPreview agent={agent} />}
      </Modal>
    </Card>
  );
}

/** What the model reads at the start of a new conversation: no knowledge found yet, no page known. */
function PromptPreview({ agent }: { agent: SystemPromptInput['agent'] }) {
  const sections = systemPromptSections({ agent, currentNodeId: null, knowledge: [] });
  return (
    <Stack gap="md">
      <Text size="sm">
        What the model reads at the start of a new conversation, with the edits on this page. For each message, the
        knowledge that matches it and the visitor’s page are added where the list above says.
      </Text>
      {sections.length === 0 && <Text size="sm">Nothing yet: the model gets no instructions at all.</Text>}
      {sections.map((section) => (
        <Stack key={section.source} gap={4} role="group" aria-label={SYSTEM_PROMPT_PART_LABELS[section.source].label}>
          <Text fw={600} size="sm">
            {SYSTEM_PROMPT_PART_LABELS[section.source].label}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {section.text}
          </Code>
        </Stack>
      ))}
    </Stack>
  );
}
