import {
  NOTIFICATION_LEVEL_LABELS,
  NOTIFICATION_PANEL_SIZE,
  type Notification,
  type NotificationLevel,
} from '@agent-platform/core';
import {
  ActionIcon,
  Box,
  Indicator,
  Popover,
  type PopoverProps,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';

const LEVELS_IN_PANEL: NotificationLevel[] = [2, 1];

export interface NotificationBellProps {
  notifications: readonly Notification[];
  /** The panel opened: what it shows counts as seen. */
  onOpen: (unseenIds: string[]) => void;
  /** Beside the side navigation it opens to the right; below the client top bar, downwards. */
  position?: PopoverProps['position'];
}

/** The bell (spec 001): a pulsing dot while something is unseen, and a 350x500 panel of the newest 5 per level. */
export function NotificationBell({ notifications, onOpen, position = 'right-end' }: NotificationBellProps) {
  const unseen = notifications.filter((n) => !n.seen).map((n) => n.id);
  return (
    <Popover
      width={NOTIFICATION_PANEL_SIZE.width}
      position={position}
      shadow="md"
      withinPortal
      onOpen={() => {
        if (unseen.length > 0) onOpen(unseen);
      }}
    >
      <Popover.Target>
        <Tooltip label="Notifications" withArrow>
          <Indicator disabled={unseen.length === 0} processing size={9} offset={7} color="red">
            <ActionIcon variant="subtle" color="gray" size={36} radius="md" aria-label="Notifications">
              <IconBell size={20} stroke={1.7} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications panel">
        <ScrollArea h={NOTIFICATION_PANEL_SIZE.height} p="sm">
          <Stack gap="md">
            {LEVELS_IN_PANEL.map((level) => (
              <LevelSection key={level} level={level} notifications={notifications.filter((n) => n.level === level)} />
            ))}
          </Stack>
        </ScrollArea>
      </Popover.Dropdown>
    </Popover>
  );
}

function LevelSection({ level, notifications }: { level: NotificationLevel; notifications: readonly Notification[] }) {
  const heading = NOTIFICATION_LEVEL_LABELS[level];
  return (
    <Box component="section" aria-label={heading}>
      <Title order={4} fz="sm" mb={6}>
        {heading}
      </Title>
      {notifications.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing new.
        </Text>
      ) : (
        <Stack gap={4}>
          {notifications.map((n) => (
            <UnstyledButton key={n.id} component={Link} to={n.urlPathname} p={6} style={{ borderRadius: 6 }}>
              <Text size="sm" fw={n.seen ? 400 : 600} lineClamp={1}>
                {n.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {n.body}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(n.ts).toLocaleString()}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}
