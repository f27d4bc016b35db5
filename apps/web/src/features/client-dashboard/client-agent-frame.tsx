import {
  AGENT_SIDEBAR_WIDTH_EXPANDED,
  type AgentTab,
  type AgentTabPath,
  type Region,
  type ShellCustomTab,
} from '@agent-platform/core';
import { Box, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { agentTabPath } from '../agent-shell/agent-shell-paths';
import { litTab } from '../agent-shell/agent-sidebar';
import { TAB_ICONS } from '../agent-shell/tab-icons';
import { CustomTabLinks } from '../custom-tabs/custom-tab-links';
import { NavEntry } from '../shell/nav-entry';
import { ClientTopBar } from './client-top-bar';

interface ClientAgentFrameProps {
  region: Region;
  agentId: string;
  /** The client's tabs; none where the agent is not the client's. */
  tabs: readonly AgentTab[];
  current?: AgentTabPath;
  /** The agency's custom tabs the client sees, after its agent tabs. */
  customTabs?: readonly ShellCustomTab[];
  /** The custom tab open, on its own page. */
  currentCustomTab?: string;
  children: ReactNode;
}

/**
 * A client's agent page before (or without) its agent, or one of its custom tabs: the top bar
 * stays, so the client can pick another agent or log out, with its tabs beside the page.
 */
export function ClientAgentFrame({
  region,
  agentId,
  tabs,
  current,
  customTabs = [],
  currentCustomTab,
  children,
}: ClientAgentFrameProps) {
  return (
    <Box mih="100vh">
      <ClientTopBar />
      <Group align="stretch" gap={0} wrap="nowrap">
        {tabs.length + customTabs.length > 0 && (
          <Stack
            component="nav"
            aria-label="Agent tabs"
            gap={2}
            p={10}
            w={AGENT_SIDEBAR_WIDTH_EXPANDED}
            visibleFrom="sm"
            style={{ flex: 'none' }}
          >
            {tabs.map((tab) => (
              <NavEntry
                key={tab.path}
                label={tab.label}
                icon={TAB_ICONS[tab.path]}
                compact={false}
                to={agentTabPath(region, agentId, tab.path)}
                active={current !== undefined && tab.path === litTab(current)}
              />
            ))}
            <CustomTabLinks
              tabs={customTabs}
              region={region}
              compact={false}
              agentId={agentId}
              activeHref={currentCustomTab}
            />
          </Stack>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Group>
    </Box>
  );
}
