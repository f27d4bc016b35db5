import type { ActiveSession, Region } from '@agent-platform/core';
import { Anchor, Badge, Container, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { SectionLoadError } from '../../ui/section-load-error';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import { lastModifiedDate, lastModifiedText } from '../agents/last-modified';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useActiveSessions } from './use-active-sessions';

const CHANNEL_NAMES: Record<string, string> = { web: 'Website widget' };

/** `/sessions` (Utilities): the conversations going on now across the workspace's agents, kept up to date. */
export function SessionsPage() {
  useDocumentTitle('Sessions');
  const { workspace } = useCurrentWorkspace();
  const sessions = useActiveSessions(workspace.region, workspace.uid);
  const minutes = sessions.data?.activeWindowMinutes ?? 10;

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>Sessions</Title>
            <Badge variant="dot" color="green" aria-label="Updating live">
              Live
            </Badge>
          </Group>
          <Text c="dimmed" size="sm" maw={620}>
            Conversations with your agents that had a message in the last {minutes} minutes. The list updates by itself.
          </Text>
        </Stack>

        {sessions.isError && !sessions.data ? (
          <SectionLoadError title="Error loading sessions" error={sessions.error} onRetry={() => sessions.refetch()} />
        ) : sessions.isPending ? (
          <Skeleton height={160} radius="md" aria-busy />
        ) : sessions.data.sessions.length === 0 ? (
          <NoSessions minutes={minutes} />
        ) : (
          <SessionsTable sessions={sessions.data.sessions} region={workspace.region} />
        )}
      </Stack>
    </Container>
  );
}

function SessionsTable({ sessions, region }: { sessions: ActiveSession[]; region: Region }) {
  const at = (iso: string) => Date.parse(iso) / 1000;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Active sessions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Agent</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Last activity</Table.Th>
              <Table.Th ta="right">Messages</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={session.conversationId} data-conversation-id={session.conversationId}>
                <Table.Td>
                  <Anchor component={Link} to={agentTabPath(region, session.agentId, 'overview')} size="sm" fw={500}>
                    {session.agentTitle}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{CHANNEL_NAMES[session.channel] ?? session.channel}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" title={lastModifiedDate(at(session.startedAt))}>
                    {lastModifiedText(at(session.startedAt))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" title={lastModifiedDate(at(session.lastMessageAt))}>
                    {lastModifiedText(at(session.lastMessageAt))}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{session.messageCount}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function NoSessions({ minutes }: { minutes: number }) {
  return (
    <EmptyState icon={<IconMessages size={24} />} title="No active sessions">
      No one has written to your agents in the last {minutes} minutes. New conversations appear here as they start.
    </EmptyState>
  );
}
