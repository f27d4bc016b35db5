import { shouldShowTutorialButton, shouldShowUpgradeButton } from '@agent-platform/core';
import {
  ActionIcon,
  AppShell,
  Button,
  Collapse,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconChevronRight,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconRocket,
  IconSchool,
} from '@tabler/icons-react';
import { useId } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { readTenantBranding } from '../../app/tenant-branding';
import { errorMessage } from '../../lib/api';
import { BrandMark } from '../agencies/brand-mark';
import { NewAgentButton } from '../agents/new-agent-button';
import { useLogout } from '../auth/use-logout';
import { NotificationCenter } from '../notifications/notification-center';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { WorkspaceSwitcher } from '../workspaces/workspace-switcher';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { NavEntry } from './nav-entry';
import { isActivePath, NAV_SECTIONS, type NavSection } from './nav-items';
import { PricingWidget } from './pricing-widget';
import classes from './side-nav.module.css';

const TUTORIAL_NOTICE = 'The guided tour starts inside an agent. Open an agent to begin.';

interface SideNavProps {
  /** Icons only (65 px). */
  compact: boolean;
  /** Absent on phones, where the bar is a drawer and never collapses to icons. */
  onToggleCompact?: () => void;
}

export function SideNav({ compact, onToggleCompact }: SideNavProps) {
  const { showPricing, agency } = readTenantBranding();
  return (
    <>
      {agency && (
        <AppShell.Section px={10} pt={10}>
          <BrandMark compact={compact} />
        </AppShell.Section>
      )}
      <AppShell.Section px={10} pt={10} pb={6}>
        <WorkspaceSwitcher compact={compact} />
      </AppShell.Section>
      <AppShell.Section px={10} pb="sm">
        <NewAgentButton compact={compact} />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px={10} pb="sm" scrollbarSize={6}>
        <Stack gap={compact ? 4 : 2} align={compact ? 'center' : 'stretch'}>
          {NAV_SECTIONS.map((section, index) => (
            <NavSectionBlock key={section.label ?? index} section={section} compact={compact} first={index === 0} />
          ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section p={10} className={classes.footer}>
        {showPricing && (
          <Stack mb={8} align={compact ? 'center' : 'stretch'}>
            <PricingWidget compact={compact} />
          </Stack>
        )}
        <ShellActions compact={compact} onToggleCompact={onToggleCompact} />
      </AppShell.Section>
    </>
  );
}

function NavSectionBlock({ section, compact, first }: { section: NavSection; compact: boolean; first: boolean }) {
  const { workspace } = useCurrentWorkspace();
  const { pathname } = useLocation();
  const [opened, { toggle }] = useDisclosure(true);
  const groupId = useId();

  const entries = section.items.map((item) => {
    const to = item.path(workspace.region);
    return (
      <NavEntry
        key={item.label}
        label={item.label}
        icon={item.icon}
        compact={compact}
        to={to}
        active={isActivePath(pathname, to)}
      />
    );
  });

  // A labelled section is a named group, so that its entries are announced (and found) as its own.
  const group = section.label ? { role: 'group', 'aria-label': section.label } : {};

  if (compact) {
    return (
      <>
        {!first && <Divider w="70%" my={4} />}
        <Stack gap={4} align="center" {...group}>
          {entries}
        </Stack>
      </>
    );
  }

  if (section.collapsible && section.label) {
    const Icon = section.icon;
    return (
      <>
        <NavLink
          component="button"
          type="button"
          label={section.label}
          leftSection={Icon ? <Icon size={18} stroke={1.7} /> : undefined}
          rightSection={
            <IconChevronRight
              size={14}
              style={{ transform: opened ? 'rotate(90deg)' : 'none', transition: 'transform 150ms ease' }}
            />
          }
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={groupId}
          classNames={{ root: classes.entry, label: classes.entryLabel, section: classes.entrySection }}
        />
        <Collapse in={opened} id={groupId}>
          <Stack gap={2} pl={8} {...group}>
            {entries}
          </Stack>
        </Collapse>
      </>
    );
  }

  return (
    <>
      {section.label ? (
        <div className={classes.sectionLabel} aria-hidden>
          {section.label}
        </div>
      ) : (
        !first && <Divider my={6} />
      )}
      <Stack gap={2} {...group}>
        {entries}
      </Stack>
    </>
  );
}

function ShellActions({ compact, onToggleCompact }: SideNavProps) {
  const { workspace } = useCurrentWorkspace();
  const { pathname } = useLocation();
  const logout = useLogout();

  const onAgentPage = matchPath('/app/:region/agents/:agentId/*', pathname) !== null;
  const showUpgrade = shouldShowUpgradeButton({
    hasSubscription: workspace.hasSubscription,
    joinedAt: workspace.joinedAt,
    loadTokens: workspace.loadTokens,
    onAgentPage,
    now: new Date(),
  });
  const showTutorial = shouldShowTutorialButton(workspace.joinedAt);

  const doLogout = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Could not log out', message: errorMessage(error) }),
    });

  const collapseToggle = onToggleCompact && (
    <Tooltip label={compact ? 'Expand navigation' : 'Collapse navigation'} position="right" withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={36}
        radius="md"
        aria-label={compact ? 'Expand navigation' : 'Collapse navigation'}
        onClick={onToggleCompact}
      >
        {compact ? (
          <IconLayoutSidebarLeftExpand size={20} stroke={1.7} />
        ) : (
          <IconLayoutSidebarLeftCollapse size={20} stroke={1.7} />
        )}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Stack gap={4} align={compact ? 'center' : 'stretch'}>
      {showUpgrade &&
        (compact ? (
          <NavEntry label="Upgrade Plan" icon={IconRocket} compact to="/account/billing" />
        ) : (
          <Button
            component={Link}
            to="/account/billing"
            variant="light"
            leftSection={<IconRocket size={18} />}
            fullWidth
            mb={4}
          >
            Upgrade Plan
          </Button>
        ))}
      {showTutorial && (
        <NavEntry
          label="Tutorial Walkthrough"
          icon={IconSchool}
          compact={compact}
          onClick={() => notifications.show({ title: 'Tutorial Walkthrough', message: TUTORIAL_NOTICE })}
        />
      )}
      <NavEntry label="Log out" icon={IconLogout} compact={compact} onClick={doLogout} loading={logout.isPending} />
      {compact ? (
        <>
          <NotificationCenter />
          <ColorSchemeToggle />
          {collapseToggle}
        </>
      ) : (
        <Group justify="space-between" mt={4}>
          <Group gap={4}>
            <NotificationCenter />
            <ColorSchemeToggle />
          </Group>
          {collapseToggle}
        </Group>
      )}
    </Stack>
  );
}
