import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon button at the end of a table row, with its tooltip; `label` names the row for screen readers. */
export function RowAction({
  tip,
  label,
  icon,
  onClick,
  disabled,
  color,
}: {
  tip: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
}) {
  return (
    <Tooltip label={tip}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
