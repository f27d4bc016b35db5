import type { AgentSummary, Region } from '@agent-platform/core';
import { ActionIcon, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { truncate } from '../../ui/truncate';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import classes from './agent-card.module.css';
import { AgentCardMenu } from './agent-card-menu';
import { lastModifiedDate, lastModifiedText } from './last-modified';
import { useStarAgent } from './use-star-agent';

// Same limit the spec gives for agent titles in the agent picker.
const TITLE_MAX_CHARS = 30;

function initials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

export function AgentCard({
  agent,
  region,
  workspaceUid,
}: {
  agent: AgentSummary;
  region: Region;
  workspaceUid: string;
}) {
  const title = agent.title.trim() || 'Untitled agent';
  const starAgent = useStarAgent(region, workspaceUid);

  const toggleStar = () =>
    starAgent.mutate(
      { agentId: agent.ID, starred: !agent.starred },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: `Error starring agent: ${errorMessage(error)}`,
            autoClose: 5000,
          }),
      },
    );

  return (
    <Card component="article" withBorder padding="lg" radius="md" aria-label={title} className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Avatar src={agent.roundedImageURL || null} alt="" size={48} radius="xl" color="blue">
            {initials(title)}
          </Avatar>
          <Group gap={4} wrap="nowrap" className={classes.actions}>
            <ActionIcon
              variant="subtle"
              color={agent.starred ? 'yellow' : 'gray'}
              aria-label="Star agent"
              aria-pressed={agent.starred}
              onClick={toggleStar}
            >
              {agent.starred ? <IconStarFilled size={20} /> : <IconStar size={20} />}
            </ActionIcon>
            <AgentCardMenu agent={agent} title={title} region={region} workspaceUid={workspaceUid} />
          </Group>
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text
            component={Link}
            to={agentTabPath(region, agent.ID, 'overview')}
            className={classes.link}
            fw={600}
            title={title}
            aria-label={title}
            truncate="end"
          >
            {truncate(title, TITLE_MAX_CHARS)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {agent.description || 'No description'}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" title={lastModifiedDate(agent.lastModified)}>
          Last modified {lastModifiedText(agent.lastModified)}
        </Text>
      </Stack>
    </Card>
  );
}
