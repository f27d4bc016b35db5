import { DEFAULT_REGION, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@agent-platform/core';
import { AppShell, Burger, Group, Overlay, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { isAgentPage } from '../../features/agent-shell/agent-shell-paths';
import { NewAgentDrawerProvider } from '../../features/agents/new-agent-drawer';
import { useMe } from '../../features/auth/use-me';
import { SideNav } from '../../features/shell/side-nav';
import navClasses from '../../features/shell/side-nav.module.css';
import { CurrentWorkspaceProvider, useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { pickWorkspace, useSelectedWorkspace } from '../../features/workspaces/selected-workspace';
import { onboardingPath, regionFromQuery } from '../../features/workspaces/workspace-paths';
import { WORKSPACE_NAME_MAX_CHARS } from '../../features/workspaces/workspace-switcher';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadError } from '../../ui/load-error';
import { truncate } from '../../ui/truncate';

// Below Mantine's sm breakpoint (48em): the side navigation becomes a drawer; side-nav.module.css agrees.
const PHONE_QUERY = '(max-width: 47.99em)';

/** The signed-in owner's dashboard: guards the session, picks the workspace, draws the side navigation. */
export function OwnerShell() {
  const me = useMe();
  const { pathname } = useLocation();
  const [selected] = useSelectedWorkspace();

  if (me.isPending) return <FullPageLoader />;
  if (me.isError)
    return <LoadError title="Could not load your account" error={me.error} onRetry={() => me.refetch()} />;
  if (!me.data) return <Navigate to="/login" replace />;

  const { account, workspaces } = me.data;
  // Spec 001 §4: users without a completed profile go to onboarding.
  if (workspaces.length === 0) return <Navigate to={onboardingPath(DEFAULT_REGION)} replace />;

  // A region in the address wins over the stored choice, so a shared /app/eu/... link opens an eu workspace.
  const urlRegion = regionFromQuery(matchPath('/app/:region/*', pathname)?.params.region ?? null);
  const workspace = pickWorkspace(workspaces, selected, urlRegion) ?? pickWorkspace(workspaces, selected);
  if (!workspace) return <Navigate to={onboardingPath(DEFAULT_REGION)} replace />;

  return (
    <CurrentWorkspaceProvider value={{ account, workspaces, workspace }}>
      <NewAgentDrawerProvider>
        {/* An agent page draws its own shell: its sidebar has the New Agent button and the switchers (spec 002 §2.2). */}
        {isAgentPage(pathname) ? <Outlet /> : <ShellLayout />}
      </NewAgentDrawerProvider>
    </CurrentWorkspaceProvider>
  );
}

function ShellLayout() {
  const { workspace } = useCurrentWorkspace();
  const { pathname } = useLocation();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [mobileOpened, mobileNav] = useDisclosure(false);
  const [compact, setCompact] = useLocalStorage({
    key: 'agent-platform.nav-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  // A tap on a link in the phone drawer should land on the page, not leave the drawer over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    mobileNav.close();
  }, [pathname]);

  const showCompact = compact && !isPhone;

  return (
    <AppShell
      header={isPhone ? { height: 56 } : undefined}
      navbar={{
        width: showCompact ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      {isPhone && (
        <AppShell.Header px="md">
          <Group h="100%" gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={mobileNav.toggle} size="sm" aria-label="Open navigation" />
            <Text fw={600} truncate="end">
              {truncate(workspace.workspaceName, WORKSPACE_NAME_MAX_CHARS)}
            </Text>
          </Group>
        </AppShell.Header>
      )}
      <AppShell.Navbar aria-label="Main navigation" className={navClasses.navbar}>
        <SideNav compact={showCompact} onToggleCompact={isPhone ? undefined : () => setCompact((value) => !value)} />
      </AppShell.Navbar>
      {isPhone && mobileOpened && <Overlay fixed zIndex={99} backgroundOpacity={0.4} onClick={mobileNav.close} />}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
