import type { AgentSummary, Region } from '@agent-platform/core';
import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { truncate } from '../../ui/truncate';
import classes from './agent-card.module.css';

// Same limit the spec gives for agent titles in the agent picker.
const TITLE_MAX_CHARS = 30;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function initials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

export function AgentCard({ agent, region }: { agent: AgentSummary; region: Region }) {
  const title = agent.title.trim() || 'Untitled agent';
  return (
    <Card
      component={Link}
      to={`/app/${region}/agents/${encodeURIComponent(agent.ID)}`}
      withBorder
      padding="lg"
      radius="md"
      aria-label={title}
      className={classes.card}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Avatar src={agent.roundedImageURL} alt="" size={48} radius="xl" color="blue">
            {initials(title)}
          </Avatar>
          {agent.starred ? (
            <IconStarFilled size={20} color="var(--mantine-color-yellow-5)" role="img" aria-label="Starred" />
          ) : (
            <IconStar size={20} color="var(--mantine-color-dimmed)" role="img" aria-label="Not starred" />
          )}
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={600} title={title} truncate="end">
            {truncate(title, TITLE_MAX_CHARS)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {agent.description || 'No description'}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed">
          Last modified {dateFormat.format(new Date(agent.lastModified))}
        </Text>
      </Stack>
    </Card>
  );
}
