import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AGENT_SORTS, type AgentSort } from './agent-list-order';

/** Search and sort for the agents list. */
export function AgentsToolbar({
  search,
  onSearchChange,
  sort,
  onSortChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  sort: AgentSort;
  onSortChange: (sort: AgentSort) => void;
}) {
  return (
    <Group justify="space-between" gap="md">
      <TextInput
        type="search"
        aria-label="Search agents"
        placeholder="Search agents"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      <SegmentedControl
        aria-label="Sort agents"
        value={sort}
        onChange={(value) => onSortChange(AGENT_SORTS.find((option) => option.value === value)?.value ?? sort)}
        data={AGENT_SORTS.map(({ value, label }) => ({ value, label }))}
      />
    </Group>
  );
}
