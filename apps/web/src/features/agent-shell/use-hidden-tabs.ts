import type { AgentTabPath } from '@agent-platform/core';
import { useLocalStorage } from '@mantine/hooks';

/** Spec 002 §4.5: the tabs this user chose to hide, kept in local storage (the same for every agent). */
export function useHiddenTabs() {
  return useLocalStorage<AgentTabPath[]>({
    key: 'agent-platform.hidden-agent-tabs',
    defaultValue: [],
    getInitialValueInEffect: false,
  });
}
