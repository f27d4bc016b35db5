import { z } from 'zod';

/**
 * The Analytics tab (spec 002 §2.1 `analytics`): an agent's activity per day over a date range,
 * beside the same totals for the range just before it.
 */

/** What is counted, in the order the tab shows it. */
export const ANALYTICS_METRICS = [
  { key: 'widgetLoads', label: 'Widget loads' },
  { key: 'conversations', label: 'Conversations' },
  { key: 'messages', label: 'Messages' },
  { key: 'handoffs', label: 'Handoffs' },
  { key: 'leads', label: 'Leads' },
  { key: 'credits', label: 'Credits used' },
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number]['key'];

/** The range shown when none is asked for: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;

const day = z.iso.date({ error: 'Dates must look like 2026-01-31.' });

/** Days are UTC calendar days; `to` is included. */
export const ZAgentAnalyticsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'The start date must not be after the end date.' })
  .refine(({ from, to }) => !from || !to || daysBetween(from, to) < ANALYTICS_MAX_DAYS, {
    message: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`,
  });
export type AgentAnalyticsQuery = z.infer<typeof ZAgentAnalyticsQuery>;

const ZTotals = z.object(
  Object.fromEntries(ANALYTICS_METRICS.map(({ key }) => [key, z.number()])) as Record<AnalyticsMetric, z.ZodNumber>,
);
export type AnalyticsTotals = z.infer<typeof ZTotals>;

const ZShare = z.object({ name: z.string(), value: z.number() });

export const ZAgentAnalytics = z.object({
  from: day,
  to: day,
  /** The range of the same length just before `from`. */
  previous: z.object({ from: day, to: day }),
  totals: ZTotals,
  previousTotals: ZTotals,
  /** Every day of the range, oldest first, with zeros where nothing happened. */
  days: z.array(ZTotals.extend({ date: day })),
  /** Widget loads by visitor country (ISO code, or 'Unknown') and by browser; conversations by channel. */
  countries: z.array(ZShare),
  browsers: z.array(ZShare),
  channels: z.array(ZShare),
});
export type AgentAnalytics = z.infer<typeof ZAgentAnalytics>;

/** Whole days from `from` to `to` (YYYY-MM-DD), 0 when they are the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `days` after `date` (YYYY-MM-DD, UTC); negative goes back. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
