import { promptMatches, type Region } from '@agent-platform/core';
import { Button, Combobox, ScrollArea, Text, useCombobox } from '@mantine/core';
import { IconPrompt, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePrompts } from './use-prompts';

/**
 * "Insert saved prompt": a button opening a searchable list of a workspace's saved prompts.
 * Choosing one calls `onInsert` with its text; where the text goes (replace, append, at the
 * cursor) is the editor's choice. In the agent shell, pass the agent's region and workspace.
 */
export function SavedPromptPicker({
  region,
  workspaceUid,
  onInsert,
  disabled,
}: {
  region: Region;
  workspaceUid: string;
  onInsert: (content: string, name: string) => void;
  disabled?: boolean;
}) {
  const prompts = usePrompts(region, workspaceUid);
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const shown = (prompts.data ?? []).filter((prompt) => promptMatches(prompt, search));

  return (
    <Combobox
      store={combobox}
      width={360}
      position="bottom-end"
      withinPortal
      onOptionSubmit={(id) => {
        const prompt = prompts.data?.find((candidate) => candidate.id === id);
        if (prompt) onInsert(prompt.content, prompt.name);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrompt size={16} />}
          onClick={() => combobox.toggleDropdown()}
          disabled={disabled}
        >
          Insert saved prompt
        </Button>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          aria-label="Search saved prompts"
          placeholder="Search saved prompts"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Combobox.Options>
          <ScrollArea.Autosize mah={280} type="scroll">
            {prompts.isPending ? (
              <Combobox.Empty>Loading…</Combobox.Empty>
            ) : prompts.isError ? (
              <Combobox.Empty>Error loading prompts</Combobox.Empty>
            ) : shown.length === 0 ? (
              <Combobox.Empty>
                {prompts.data.length === 0
                  ? 'No saved prompts yet. Add some on the Prompts page.'
                  : 'No prompts match your search.'}
              </Combobox.Empty>
            ) : (
              shown.map((prompt) => (
                <Combobox.Option key={prompt.id} value={prompt.id}>
                  <Text size="sm" fw={500}>
                    {prompt.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {prompt.content}
                  </Text>
                </Combobox.Option>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
