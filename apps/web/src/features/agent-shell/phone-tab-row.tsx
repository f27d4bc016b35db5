import type { AgentTab } from '@agent-platform/core';
import { Box, Button } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import classes from './agent-shell.module.css';
import { useAgentShell } from './agent-shell-context';
import { agentTabPath } from './agent-shell-paths';
import { litTab } from './agent-sidebar';
import { TAB_ICONS } from './tab-icons';

/**
 * Phones: the tabs in one row that scrolls sideways. The open tab is scrolled into view, and a
 * fade with an arrow marks each side that has more tabs.
 */
export function PhoneTabRow({ tabs }: { tabs: readonly AgentTab[] }) {
  const { region, agentId, tab: current } = useAgentShell();
  const lit = litTab(current);
  const row = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const start = element.scrollLeft > 1;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again when another tab opens.
  useLayoutEffect(() => {
    const element = row.current;
    const active = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (element && active) element.scrollLeft = active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2;
    measure();
  }, [lit, tabs.length, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  return (
    <Box className={classes.phoneTabs}>
      <Box
        component="nav"
        aria-label="Agent tabs"
        ref={row}
        className={classes.phoneTabRow}
        onScroll={measure}
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
      >
        {tabs.map((tab) => {
          const Icon = TAB_ICONS[tab.path];
          const active = tab.path === lit;
          return (
            <Button
              key={tab.path}
              component={Link}
              to={agentTabPath(region, agentId, tab.path)}
              size="compact-sm"
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              leftSection={<Icon size={16} stroke={1.7} />}
              aria-current={active ? 'page' : undefined}
              className={classes.phoneTab}
            >
              {tab.label}
            </Button>
          );
        })}
      </Box>
      {more.start && <IconChevronLeft size={16} aria-hidden className={classes.moreTabs} data-side="start" />}
      {more.end && <IconChevronRight size={16} aria-hidden className={classes.moreTabs} data-side="end" />}
    </Box>
  );
}
