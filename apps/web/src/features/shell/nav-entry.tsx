import { ActionIcon, NavLink, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { NavIcon } from './nav-items';
import classes from './side-nav.module.css';

interface NavEntryProps {
  label: string;
  icon: NavIcon;
  compact: boolean;
  /** A link when given, otherwise a button. */
  to?: string;
  /** History state the link carries along. */
  state?: unknown;
  onClick?: () => void;
  active?: boolean;
  loading?: boolean;
}

/**
 * One side-navigation entry: icon and text when the bar is expanded; icon with a tooltip
 * and an aria-label when it is collapsed.
 */
export function NavEntry({
  label,
  icon: Icon,
  compact,
  to,
  state,
  onClick,
  active = false,
  loading = false,
}: NavEntryProps) {
  if (compact) {
    const iconProps = {
      onClick,
      size: 36,
      radius: 'md',
      variant: active ? 'light' : 'subtle',
      color: active ? undefined : 'gray',
      'aria-label': label,
      loading,
      className: classes.compactEntry,
      children: <Icon size={20} stroke={1.7} />,
    } as const;
    return (
      <Tooltip label={label} position="right" withArrow openDelay={150}>
        {to ? (
          <ActionIcon
            component={Link}
            to={to}
            state={state}
            aria-current={active ? 'page' : undefined}
            {...iconProps}
          />
        ) : (
          <ActionIcon type="button" {...iconProps} />
        )}
      </Tooltip>
    );
  }

  const linkProps = {
    onClick,
    label,
    leftSection: <Icon size={18} stroke={1.7} />,
    active,
    disabled: loading,
    classNames: { root: classes.entry, label: classes.entryLabel, section: classes.entrySection },
  };
  return to ? (
    <NavLink component={Link} to={to} state={state} aria-current={active ? 'page' : undefined} {...linkProps} />
  ) : (
    <NavLink component="button" type="button" {...linkProps} />
  );
}
