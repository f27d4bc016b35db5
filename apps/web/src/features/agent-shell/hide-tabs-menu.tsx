import type { AgentTab } from '@agent-platform/core';
import { ActionIcon, Checkbox, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useHiddenTabs } from './use-hidden-tabs';

const LABEL = 'Show or hide tabs';

/**
 * Spec 002 §4.5: the user hides tabs they do not use; the choice stays on this browser. `tabs` are
 * the ones this user may see at all; one always stays shown, so the list is never empty.
 */
export function HideTabsMenu({ tabs }: { tabs: readonly AgentTab[] }) {
  const [hidden, setHidden] = useHiddenTabs();
  const shownCount = tabs.filter((tab) => !hidden.includes(tab.path)).length;

  const toggle = (tab: AgentTab, show: boolean) =>
    setHidden((current) => (show ? current.filter((path) => path !== tab.path) : [...current, tab.path]));

  return (
    <Popover position="right-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Tooltip label={LABEL} position="right" withArrow>
          <ActionIcon variant="subtle" color="gray" size={36} radius="md" aria-label={LABEL}>
            <IconEyeOff size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Shown tabs">
          <Text size="sm" fw={600}>
            Shown tabs
          </Text>
          {tabs.map((tab) => {
            const shown = !hidden.includes(tab.path);
            return (
              <Checkbox
                key={tab.path}
                label={tab.label}
                checked={shown}
                disabled={shown && shownCount === 1}
                onChange={(event) => toggle(tab, event.currentTarget.checked)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
