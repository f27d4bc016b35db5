/** Spec 002 §2.5: red above 80%, amber above 50%, otherwise the primary colour. */
export type UsageColor = 'red' | 'amber' | 'primary';

/** Usage as a percentage of the month's credits, 0 to 100; nothing to use and some used is full. */
export function usagePercent(used: number, total: number): number {
  if (total <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}

export function usageColor(percent: number): UsageColor {
  if (percent > 80) return 'red';
  if (percent > 50) return 'amber';
  return 'primary';
}
