import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { agentTabPath } from '../agent-shell/agent-shell-paths';

// The graph editor is the dashboard's largest piece: only the Canvas loads it.
const CanvasEditor = lazy(() => import('./canvas-editor').then((module) => ({ default: module.CanvasEditor })));

/** The Canvas tab (`prompt`, the advanced view): the agent's flow, drawn and edited as a graph. */
export function CanvasTab() {
  const { region, agentId, local } = useAgentShell();

  if (!local.enableNodes) {
    return (
      <Stack gap="md" align="flex-start" maw={720}>
        <Title order={1} size="h2">
          Canvas
        </Title>
        <Text c="dimmed">Nodes are off for this agent. Turn them on in the Prompt tab to build a flow.</Text>
        <Button component={Link} to={agentTabPath(region, agentId, 'nodes')} variant="light">
          Go to Prompt
        </Button>
      </Stack>
    );
  }

  return (
    <Suspense
      fallback={
        <Center h={320}>
          <Loader aria-label="Loading the Canvas" />
        </Center>
      }
    >
      <CanvasEditor />
    </Suspense>
  );
}
