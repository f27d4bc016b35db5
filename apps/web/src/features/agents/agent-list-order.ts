import type { AgentSummary } from '@agent-platform/core';

export const AGENT_SORTS = [
  { value: 'lastModified', label: 'Last modified' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'starred', label: 'Starred first' },
] as const;
export type AgentSort = (typeof AGENT_SORTS)[number]['value'];
export const DEFAULT_AGENT_SORT: AgentSort = 'lastModified';

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const newestFirst = (a: AgentSummary, b: AgentSummary) => b.lastModified - a.lastModified;

const COMPARE: Record<AgentSort, (a: AgentSummary, b: AgentSummary) => number> = {
  lastModified: newestFirst,
  name: (a, b) => byName.compare(a.title.trim(), b.title.trim()) || newestFirst(a, b),
  starred: (a, b) => Number(b.starred) - Number(a.starred) || newestFirst(a, b),
};

/** The agents whose title or description contains the search text (any case), in the chosen order. */
export function arrangeAgents(agents: readonly AgentSummary[], search: string, sort: AgentSort): AgentSummary[] {
  const needle = search.trim().toLocaleLowerCase();
  const matches = needle
    ? agents.filter(
        (agent) =>
          agent.title.toLocaleLowerCase().includes(needle) || agent.description.toLocaleLowerCase().includes(needle),
      )
    : [...agents];
  return matches.sort(COMPARE[sort]);
}
