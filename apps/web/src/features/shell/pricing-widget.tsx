import { type AgentCap, UNLIMITED } from '@agent-platform/core';
import { Anchor, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAgents } from '../agents/use-agents';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { NavEntry } from './nav-entry';

const USAGE_PATH = '/account/usage';

/** An unlimited plan (Whitelabel, Enterprise) has no share of its cap to fill. */
const agentsUsedPercent = (count: number, cap: AgentCap) =>
  cap === UNLIMITED ? 0 : cap > 0 ? Math.min(100, Math.round((count / cap) * 100)) : 100;

/**
 * Spec 001 §2: the side navigation's pricing widget, the workspace's plan at a glance: its
 * credits balance and how many of the plan's agents it uses, with the way to Usage. Hidden by
 * the caller when the tenant's branding says `showPricing: false`.
 */
export function PricingWidget({ compact }: { compact: boolean }) {
  const { workspace } = useCurrentWorkspace();
  const agents = useAgents(workspace.region, workspace.uid);
  const credits = workspace.loadTokens.toLocaleString('en-US');

  if (compact) return <NavEntry label={`Usage: ${credits} credits`} icon={IconChartPie} compact to={USAGE_PATH} />;

  const maxAgents = workspace.limits.maxAgents;
  const agentCount = agents.data?.length;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Plan">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {workspace.hasSubscription ? 'Paid plan' : 'Free plan'}
          </Text>
          <Anchor component={Link} to={USAGE_PATH} size="xs">
            Usage
          </Anchor>
        </Group>
        <Text size="sm" fw={600}>
          {credits} credits
        </Text>
        {agentCount !== undefined && (
          <>
            <Text size="xs" c="dimmed">
              {maxAgents === UNLIMITED ? `${agentCount} agents, no limit` : `${agentCount} of ${maxAgents} agents`}
            </Text>
            <Progress
              value={agentsUsedPercent(agentCount, maxAgents)}
              size="xs"
              aria-label="Agents used of the plan"
              transitionDuration={0}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
