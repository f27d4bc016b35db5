import {
  AGENT_SIDEBAR_WIDTH_COLLAPSED,
  AGENT_SIDEBAR_WIDTH_EXPANDED,
  type AgentTab,
  isAgentTabPath,
  type ShellCustomTab,
  visibleTabs,
} from '@agent-platform/core';
import { AppShell, Box, Button, Group, useComputedColorScheme } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconFlask } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../../ui/not-found-page';
import { agentsPath } from '../workspaces/workspace-paths';
import { WorkspaceSwitcher } from '../workspaces/workspace-switcher';
import classes from './agent-shell.module.css';
import { useAgentShell } from './agent-shell-context';
import { isSharedView } from './agent-shell-paths';
import { type AgentShellViewer, tabRules, WORKSPACE_USER } from './agent-shell-viewer';
import { AgentSidebar, Logo } from './agent-sidebar';
import { AgentSwitcher } from './agent-switcher';
import { AgentTopBar, type TestToggle, TestToggleIcon } from './agent-top-bar';
import { OwnerTour, RestartTourButton } from './guided-tour';
import { HideTabsMenu } from './hide-tabs-menu';
import { PhoneTabRow } from './phone-tab-row';
import { TabContent } from './tab-content';
import { TabSearchBox } from './tab-search-box';
import { TestPanel } from './test-panel';
import { useHiddenTabs } from './use-hidden-tabs';
import { useTestPanel } from './use-test-panel';

// Below Mantine's sm breakpoint (48em), as in the owner shell: the sidebar becomes a horizontal bar.
const PHONE_QUERY = '(max-width: 47.99em)';
// Below the test panel's md breakpoint (62em) the panel takes the whole width under the header.
const NARROW_QUERY = '(max-width: 61.99em)';
// Spec 001 §2: the debugger panel is 450 px wide.
const TEST_PANEL_WIDTH = 450;
const HEADER_HEIGHT = 60;
const PHONE_HEADER_HEIGHT = 152;

interface AgentShellProps {
  tabParam: string;
  /** Whose page this is: a workspace user's by default. */
  viewer?: AgentShellViewer;
  /** A bar above the agent's own (the client's top bar), with its height. */
  banner?: { node: ReactNode; height: number };
  /** The agency's custom tabs this viewer sees (spec 002 §2.1, §6). */
  customTabs?: readonly ShellCustomTab[];
}

/** Spec 002 §2.2: the page of one agent, with its sidebar (or phone bar), top bar, tab and test panel. */
export function AgentShell({ tabParam, viewer = WORKSPACE_USER, banner, customTabs }: AgentShellProps) {
  const { tab, local } = useAgentShell();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const isNarrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const scheme = useComputedColorScheme('light');
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'agent-platform.agent-sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [panelOpen, setTestOpen] = useTestPanel(tab, isPhone);
  const [hiddenTabs] = useHiddenTabs();
  const isClient = viewer.kind === 'client';
  const shared = isSharedView(useLocation().pathname);
  // Spec 002 §6: no Show Test for a client of an agency, so no test panel either; nor in a shared view (§2.1).
  const testOpen = panelOpen && !isClient && !shared;
  // `tabChoices`: what this user may see; `tabs`: those of them not hidden by choice.
  const tabChoices = useMemo(() => visibleTabs(tabRules(viewer, local.enableNodes)), [viewer, local.enableNodes]);
  const tabs = useMemo(
    () => visibleTabs(tabRules(viewer, local.enableNodes, hiddenTabs)),
    [viewer, local.enableNodes, hiddenTabs],
  );

  const sidebarWidth = collapsed ? AGENT_SIDEBAR_WIDTH_COLLAPSED : AGENT_SIDEBAR_WIDTH_EXPANDED;
  // Spec 002 §2.2: the toggle is hidden in light mode. Where the panel takes the whole width, the
  // floating button would cover it: the top bar's Test entry opens and closes it there.
  const showTestToggle = scheme === 'dark' && !isNarrow && !isClient && !shared;
  const testToggle = isClient || shared ? null : { open: testOpen, onToggle: () => setTestOpen(!testOpen) };
  const bannerHeight = banner?.height ?? 0;
  // Spec 002 §4.5: the tour points at the sidebar and the top bar, so it needs them; never for clients.
  const tourShown = !isClient && !shared && !isPhone;

  return (
    <AppShell
      // The full-width panel opens under the header, so the top bar and the tabs stay in reach.
      // A banner spans the page's whole width, above the sidebar too.
      layout={isNarrow || banner ? 'default' : 'alt'}
      header={{ height: (isPhone && !shared ? PHONE_HEADER_HEIGHT : HEADER_HEIGHT) + bannerHeight }}
      navbar={shared ? undefined : { width: sidebarWidth, breakpoint: 'sm', collapsed: { mobile: true } }}
      aside={
        shared
          ? undefined
          : { width: TEST_PANEL_WIDTH, breakpoint: 'md', collapsed: { desktop: !testOpen, mobile: !testOpen } }
      }
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        {banner?.node}
        {shared ? (
          <AgentTopBar compact={false} test={null} />
        ) : isPhone ? (
          <PhoneBar tabs={tabs} tabChoices={tabChoices} test={testToggle} isClient={isClient} />
        ) : (
          <AgentTopBar compact={false} test={testToggle} tourButton={tourShown ? <RestartTourButton /> : null} />
        )}
      </AppShell.Header>
      {!isPhone && !shared && (
        <AppShell.Navbar aria-label="Agent navigation" className={classes.navbar}>
          <AgentSidebar
            tabs={tabs}
            tabChoices={tabChoices}
            isClient={isClient}
            customTabs={customTabs}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((value) => !value)}
          />
        </AppShell.Navbar>
      )}
      {!shared && (
        <AppShell.Aside aria-label="Test panel">
          {testOpen && <TestPanel onClose={() => setTestOpen(false)} />}
        </AppShell.Aside>
      )}
      <AppShell.Main>
        {isAgentTabPath(tabParam) ? <TabContent tab={tab} viewer={viewer} /> : <NotFoundPage />}
      </AppShell.Main>
      {tourShown && <OwnerTour />}
      {showTestToggle && (
        <Button
          className={classes.testToggle}
          // Beside the open panel, never over its send button.
          style={{ right: testOpen ? TEST_PANEL_WIDTH + 24 : 24 }}
          leftSection={<IconFlask size={18} />}
          radius="xl"
          size="md"
          onClick={() => setTestOpen(!testOpen)}
        >
          {testOpen ? 'Hide Test' : 'Show Test'}
        </Button>
      )}
    </AppShell>
  );
}

interface PhoneBarProps {
  tabs: AgentTab[];
  tabChoices: AgentTab[];
  test: TestToggle | null;
  /** A client's top bar above has the brand and the pickers. */
  isClient: boolean;
}

/** Phones: the sidebar's pieces in rows across the top (spec 002 §2.2, always horizontal on phones). */
function PhoneBar({ tabs, tabChoices, test, isClient }: PhoneBarProps) {
  const { region } = useAgentShell();
  return (
    <Box>
      <Group h={52} px="sm" gap={6} wrap="nowrap" justify={isClient ? 'flex-end' : undefined}>
        {!isClient && (
          <>
            <Logo compact to={agentsPath(region)} />
            {/* The switchers fill their box: fixed for the workspace's avatar, the rest for the agent's name. */}
            <Box w={40} style={{ flex: 'none' }}>
              <WorkspaceSwitcher compact />
            </Box>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <AgentSwitcher compact={false} />
            </Box>
          </>
        )}
        <AgentTopBar compact />
      </Group>
      {/* The Test entry sits beside the search, where the first row has no room left for it. */}
      <Group px="sm" pb={6} gap={6} wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <TabSearchBox tabs={tabs} />
        </Box>
        <HideTabsMenu tabs={tabChoices} />
        {test && <TestToggleIcon test={test} />}
      </Group>
      <PhoneTabRow tabs={tabs} />
    </Box>
  );
}
