import type { AgentTab, AgentTabPath, ShellCustomTab } from '@agent-platform/core';
import {
  ActionIcon,
  AppShell,
  Group,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconRobot, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { readTenantBranding } from '../../app/tenant-branding';
import { PRODUCT_NAME } from '../agencies/brand-mark';
import { NewAgentButton } from '../agents/new-agent-button';
import { CustomTabLinks } from '../custom-tabs/custom-tab-links';
import { NotificationCenter } from '../notifications/notification-center';
import { ColorSchemeToggle } from '../shell/color-scheme-toggle';
import { NavEntry } from '../shell/nav-entry';
import { agentsPath } from '../workspaces/workspace-paths';
import { WorkspaceSwitcher } from '../workspaces/workspace-switcher';
import classes from './agent-shell.module.css';
import { useAgentShell } from './agent-shell-context';
import { agentTabPath } from './agent-shell-paths';
import { AgentSwitcher } from './agent-switcher';
import { HideTabsMenu } from './hide-tabs-menu';
import { TAB_ICONS } from './tab-icons';
import { TabSearchBox } from './tab-search-box';

interface AgentSidebarProps {
  tabs: readonly AgentTab[];
  /** Every tab this user may see, hidden ones included: the choices of the show/hide menu. */
  tabChoices: readonly AgentTab[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /**
   * A client of an agency: its top bar has the brand, the pickers and the dark/light toggle, and
   * it has no New Agent, workspace switcher or workspace notifications (spec 001 §2, spec 002 §6).
   */
  isClient?: boolean;
  /** The agency's custom tabs this user sees, after the built-in ones. */
  customTabs?: readonly ShellCustomTab[];
}

/** Spec 002 §2.2: logo, New Agent, workspace and agent switchers, search, the tabs, expand/collapse. */
export function AgentSidebar({
  tabs,
  tabChoices,
  collapsed,
  onToggleCollapsed,
  isClient = false,
  customTabs = [],
}: AgentSidebarProps) {
  const { region } = useAgentShell();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <>
      {!isClient && (
        <>
          <AppShell.Section p={10}>
            <Logo compact={collapsed} to={agentsPath(region)} />
          </AppShell.Section>
          <AppShell.Section px={10} pb={6}>
            <NewAgentButton compact={collapsed} />
          </AppShell.Section>
          <AppShell.Section px={10}>
            <WorkspaceSwitcher compact={collapsed} />
            <AgentSwitcher compact={collapsed} />
          </AppShell.Section>
        </>
      )}
      <AppShell.Section px={10} py={8}>
        {collapsed ? (
          <Stack align="center">
            <Tooltip label="Search" position="right" withArrow>
              <ActionIcon variant="subtle" color="gray" size={36} aria-label="Search tabs" onClick={onToggleCollapsed}>
                <IconSearch size={20} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
          </Stack>
        ) : (
          <TabSearchBox tabs={tabs} />
        )}
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px={10} pb="sm" scrollbarSize={6}>
        <TabLinks tabs={tabs} customTabs={customTabs} compact={collapsed} />
      </AppShell.Section>
      <AppShell.Section p={10} className={classes.sidebarFooter}>
        <Group justify={collapsed ? 'center' : 'space-between'} gap={4}>
          {!isClient && <NotificationCenter />}
          {!isClient && <ColorSchemeToggle />}
          <HideTabsMenu tabs={tabChoices} />
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              radius="md"
              aria-label={toggleLabel}
              onClick={onToggleCollapsed}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} stroke={1.7} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} stroke={1.7} />
              )}
            </ActionIcon>
          </Tooltip>
        </Group>
      </AppShell.Section>
    </>
  );
}

/** Canvas is the other view of Prompt: Prompt stays lit on it. */
export function litTab(current: AgentTabPath): AgentTabPath {
  return current === 'prompt' ? 'nodes' : current;
}

export function TabLinks({
  tabs,
  customTabs = [],
  compact,
}: {
  tabs: readonly AgentTab[];
  customTabs?: readonly ShellCustomTab[];
  compact: boolean;
}) {
  const { region, agentId, tab: current } = useAgentShell();
  const lit = litTab(current);

  return (
    <Stack gap={compact ? 4 : 2} align={compact ? 'center' : 'stretch'} component="nav" aria-label="Agent tabs">
      {tabs.map((tab) => (
        <NavEntry
          key={tab.path}
          label={tab.label}
          icon={TAB_ICONS[tab.path]}
          compact={compact}
          to={agentTabPath(region, agentId, tab.path)}
          active={tab.path === lit}
        />
      ))}
      <CustomTabLinks tabs={customTabs} region={region} compact={compact} agentId={agentId} />
    </Stack>
  );
}

export function Logo({ compact, to }: { compact: boolean; to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="All agents">
      <Group gap={10} wrap="nowrap" justify={compact ? 'center' : 'flex-start'}>
        <ThemeIcon size={36} radius="md" variant="filled">
          <IconRobot size={22} />
        </ThemeIcon>
        {!compact && (
          <Text fw={700} size="md">
            {readTenantBranding().agency?.name ?? PRODUCT_NAME}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
