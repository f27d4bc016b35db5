import type { AgentTemplate } from '@agent-platform/core';
import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import classes from './template-card.module.css';
import { templateIcon } from './template-icons';

export function TemplateCard({
  template,
  selected,
  onSelect,
}: {
  template: AgentTemplate;
  selected: boolean;
  onSelect: () => void;
}) {
  const Icon = templateIcon(template.icon);
  return (
    <UnstyledButton type="button" className={classes.card} aria-pressed={selected} onClick={onSelect}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon size={36} radius="md" variant={selected ? 'filled' : 'light'} aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {template.name}
          </Text>
          <Text size="xs" c="dimmed">
            {template.description}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
