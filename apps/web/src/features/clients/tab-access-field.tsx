import { DASHBOARD_TAB_KEYS, DASHBOARD_TAB_LABELS, type DashboardTabKey } from '@agent-platform/core';
import { ActionIcon, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { moveTab, orderedTabs, tabName } from './tab-order';

/**
 * Which pages of the tab catalogue (spec 002 §2.12) are given, and the order they show in. A tab
 * chosen or removed updates the order with it, so the two never disagree.
 */
export function TabAccessField({
  label,
  orderLabel,
  access,
  order,
  onChange,
  error,
  billingSelectable,
}: {
  label: string;
  orderLabel: string;
  access: DashboardTabKey[];
  order: string[];
  onChange: (access: DashboardTabKey[], order: string[]) => void;
  error?: ReactNode;
  /** Spec 001 §3: Billing is selectable only with the agency's payment account connected. */
  billingSelectable: boolean;
}) {
  const tabs = orderedTabs(access, order);
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={label}
        error={error}
        value={access}
        onChange={(next) => {
          const chosen = DASHBOARD_TAB_KEYS.filter((key) => next.includes(key));
          onChange(chosen, orderedTabs(chosen, order).map(tabName));
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
          {DASHBOARD_TAB_KEYS.map((key) => (
            <Checkbox
              key={key}
              value={key}
              label={DASHBOARD_TAB_LABELS[key]}
              disabled={key === '/billing' && !billingSelectable && !access.includes(key)}
              description={key === '/billing' && !billingSelectable ? 'Needs a connected payment account.' : undefined}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Stack gap={4} role="list" aria-label={orderLabel}>
        <Text size="sm" fw={500}>
          {orderLabel}
        </Text>
        {tabs.length === 0 ? (
          <Text size="sm" c="dimmed">
            No pages chosen.
          </Text>
        ) : (
          tabs.map((key, index) => (
            <Paper key={key} withBorder px="sm" py={4} role="listitem" aria-label={DASHBOARD_TAB_LABELS[key]}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{`${index + 1}. ${DASHBOARD_TAB_LABELS[key]}`}</Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${DASHBOARD_TAB_LABELS[key]} up`}
                    disabled={index === 0}
                    onClick={() => onChange(access, moveTab(access, order, key, -1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${DASHBOARD_TAB_LABELS[key]} down`}
                    disabled={index === tabs.length - 1}
                    onClick={() => onChange(access, moveTab(access, order, key, 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Stack>
  );
}
