import {
  type AgentTab,
  autoNavigateTarget,
  type MatchBadge,
  STRONG_MATCH_SCORE,
  searchTabs,
  TAB_SEARCH_AUTO_NAVIGATE_MS,
  TAB_SEARCH_DEBOUNCE_MS,
  type TabSuggestion,
} from '@agent-platform/core';
import { Badge, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAgentShell } from './agent-shell-context';
import { agentTabPath } from './agent-shell-paths';

const BADGE_COLORS: Record<MatchBadge, string> = {
  'Strong match': 'green',
  'Good match': 'blue',
  'Possible match': 'gray',
};

function suggestionKey(suggestion: TabSuggestion): string {
  return suggestion.subTab ? `${suggestion.path}:${suggestion.subTab}` : suggestion.path;
}

/** Spec 002 §2.3: search the agent's tabs; a strong match opens by itself. */
export function TabSearchBox({ tabs, autoFocus = false }: { tabs: readonly AgentTab[]; autoFocus?: boolean }) {
  const { region, agentId } = useAgentShell();
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, TAB_SEARCH_DEBOUNCE_MS);
  const searching = query.trim() !== debounced.trim();
  const suggestions = useMemo(() => searchTabs(debounced, tabs), [debounced, tabs]);

  const lastPageChangeAt = usePageChangeTime();

  const open = (suggestion: TabSuggestion) => {
    setQuery('');
    combobox.closeDropdown();
    navigate(agentTabPath(region, agentId, suggestion.path, suggestion.subTab));
  };
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (searching || !(suggestions[0] && suggestions[0].score > STRONG_MATCH_SCORE)) return;
    const timer = window.setTimeout(() => {
      const target = autoNavigateTarget(suggestions, { now: Date.now(), lastPageChangeAt: lastPageChangeAt.current });
      if (target) openRef.current(target);
    }, TAB_SEARCH_AUTO_NAVIGATE_MS);
    return () => window.clearTimeout(timer);
  }, [searching, suggestions, lastPageChangeAt]);

  const showDropdown = query.trim() !== '';

  return (
    <Combobox
      store={combobox}
      width={320}
      position="bottom-start"
      onOptionSubmit={(value) => {
        const suggestion = suggestions.find((candidate) => suggestionKey(candidate) === value);
        if (suggestion) open(suggestion);
      }}
    >
      <Combobox.Target>
        <TextInput
          aria-label="Search tabs"
          placeholder="Search"
          leftSection={<IconSearch size={16} />}
          value={query}
          autoFocus={autoFocus}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuery('');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options aria-label="Search results">
          {searching ? (
            <Combobox.Empty>Searching...</Combobox.Empty>
          ) : suggestions.length === 0 ? (
            <Combobox.Empty>No results found</Combobox.Empty>
          ) : (
            suggestions.map((suggestion) => (
              <Combobox.Option key={suggestionKey(suggestion)} value={suggestionKey(suggestion)}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate="end">
                    {suggestion.label}
                  </Text>
                  <Badge size="xs" variant="light" color={BADGE_COLORS[suggestion.badge]} style={{ flex: 'none' }}>
                    {suggestion.badge}
                  </Badge>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * When the page (path and sub-tab) last changed while the box was shown; 0 until it first does, so
 * opening an agent does not itself hold back the search.
 */
function usePageChangeTime() {
  const { pathname, search } = useLocation();
  const page = `${pathname}?${new URLSearchParams(search).get('tab') ?? ''}`;
  const previous = useRef(page);
  const changedAt = useRef(0);
  useEffect(() => {
    if (page === previous.current) return;
    previous.current = page;
    changedAt.current = Date.now();
  }, [page]);
  return changedAt;
}
