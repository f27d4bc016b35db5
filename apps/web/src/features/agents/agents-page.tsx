import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconRobot } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { AgentCard } from './agent-card';
import { type AgentSort, arrangeAgents, DEFAULT_AGENT_SORT } from './agent-list-order';
import { AgentsLoadingScreen } from './agents-loading-screen';
import { AgentsToolbar } from './agents-toolbar';
import { ImportAgentButton } from './import-agent-button';
import { useNewAgentDrawer } from './new-agent-drawer';
import { agentsQueryKey, useAgents } from './use-agents';
import { useLoadingProgress } from './use-loading-progress';

// Long enough for the eye to catch 100% before the list replaces the loading screen.
const SHOW_COMPLETE_MS = 250;

export function AgentsPage() {
  useDocumentTitle('Agents');
  const { workspace } = useCurrentWorkspace();
  const queryClient = useQueryClient();
  const queryKey = agentsQueryKey(workspace.region, workspace.uid);
  // The loading screen belongs to the first load only; a cached list shows at once.
  const [firstLoad] = useState(() => queryClient.getQueryData(queryKey) === undefined);
  const agents = useAgents(workspace.region, workspace.uid);
  const settled = !agents.isPending;
  const progress = useLoadingProgress(settled);
  const [loadingScreenDone, setLoadingScreenDone] = useState(!firstLoad);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AgentSort>(DEFAULT_AGENT_SORT);
  const shown = useMemo(() => arrangeAgents(agents.data ?? [], search, sort), [agents.data, search, sort]);

  useEffect(() => {
    if (!settled || loadingScreenDone) return;
    const timer = window.setTimeout(() => setLoadingScreenDone(true), SHOW_COMPLETE_MS);
    return () => window.clearTimeout(timer);
  }, [settled, loadingScreenDone]);

  if (!loadingScreenDone) return <AgentsLoadingScreen progress={progress} />;

  return (
    <Stack gap="xl">
      <AgentsHeader />
      {agents.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Error loading agents"
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(agents.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => agents.refetch()} loading={agents.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : agents.isPending ? (
        <AgentGridSkeleton />
      ) : agents.data.length === 0 ? (
        <EmptyAgents />
      ) : (
        <Stack gap="lg">
          <AgentsToolbar search={search} onSearchChange={setSearch} sort={sort} onSortChange={setSort} />
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No agents match your search.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
              {shown.map((agent) => (
                <AgentCard key={agent.ID} agent={agent} region={workspace.region} workspaceUid={workspace.uid} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function AgentsHeader() {
  const newAgent = useNewAgentDrawer();
  const { workspace } = useCurrentWorkspace();
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Agents
        </Title>
        <Text c="dimmed" size="sm">
          Build AI chat and voice agents and put them on your website and channels.
        </Text>
      </Stack>
      <Group gap="sm">
        <ImportAgentButton region={workspace.region} workspaceUid={workspace.uid} />
        <Button leftSection={<IconPlus size={18} />} onClick={newAgent.open}>
          New Agent
        </Button>
      </Group>
    </Group>
  );
}

function EmptyAgents() {
  const newAgent = useNewAgentDrawer();
  return (
    <Paper withBorder radius="lg" p={48} style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconRobot size={30} />
        </ThemeIcon>
        <Title order={2} size="h3" ta="center">
          This account has no agents
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          Create your first agent to answer your visitors' questions on your website and channels.
        </Text>
        <Button variant="light" mt="xs" leftSection={<IconPlus size={18} />} onClick={newAgent.open}>
          Create your first agent
        </Button>
      </Stack>
    </Paper>
  );
}

function AgentGridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg" aria-busy="true" aria-label="Loading agents">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={190} radius="md" />
      ))}
    </SimpleGrid>
  );
}
