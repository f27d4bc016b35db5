import type { DashboardTabKey } from '@agent-platform/core';

/** A tab's name in a saved order: its key without the slash (spec 002 §3.8 clientTabOrder). */
export const tabName = (key: DashboardTabKey) => key.slice(1);

/**
 * The chosen tabs in the order they will show: those the saved order names first, in its order,
 * then the rest in the catalogue's order, so a newly chosen tab goes last.
 */
export function orderedTabs(access: readonly DashboardTabKey[], order: readonly string[]): DashboardTabKey[] {
  const named = order.flatMap((name) => access.filter((key) => tabName(key) === name));
  return [...new Set([...named, ...access])];
}

/** The order after moving one tab a place up (-1) or down (+1). */
export function moveTab(
  access: readonly DashboardTabKey[],
  order: readonly string[],
  key: DashboardTabKey,
  step: -1 | 1,
): string[] {
  const tabs = orderedTabs(access, order);
  const from = tabs.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= tabs.length) return tabs.map(tabName);
  [tabs[from], tabs[to]] = [tabs[to] as DashboardTabKey, tabs[from] as DashboardTabKey];
  return tabs.map(tabName);
}
