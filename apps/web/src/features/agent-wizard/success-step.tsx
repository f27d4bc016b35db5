import type { AgentFromWebsite } from '@agent-platform/core';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The wizard's last step: the agent exists; its website is still being read into its knowledge base. */
export function SuccessStep({
  backButton,
  created,
  agentPath,
  onOpenAgent,
}: {
  backButton: ReactNode;
  created: AgentFromWebsite;
  /** Where Open agent leads: the caller's page for a new agent. */
  agentPath: string;
  onOpenAgent: () => void;
}) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
          <IconCheck size={20} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {created.title} is ready
        </Title>
      </Group>
      <Text size="sm">
        Its instructions are written from your website, and its chat widget wears your brand colour. Your website is
        being read into its knowledge base now: the Knowledge tab shows the progress.
      </Text>
      <Group justify="space-between">
        {backButton}
        <Button component={Link} to={agentPath} onClick={onOpenAgent}>
          Open agent
        </Button>
      </Group>
    </Stack>
  );
}
