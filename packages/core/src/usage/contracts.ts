import { z } from 'zod';
import { daysBetween } from '../analytics/contracts.js';

/**
 * The workspace's Usage report (spec 002 §3.12): key metrics, charts and the credit log, all read
 * from the credit ledger over a range of UTC days.
 */

/** The range shown when none is asked for: the last 30 days, today included. */
export const USAGE_DEFAULT_DAYS = 30;
export const USAGE_MAX_DAYS = 366;
export const CREDIT_LOG_PAGE_SIZE = 50;
/** Agents drawn as their own line in `credits-usage-agents`; the rest are summed as other agents. */
export const USAGE_TOP_AGENTS = 5;

export const USAGE_CHART_TYPES = ['pie', 'line', 'bar'] as const;
export type UsageChartType = (typeof USAGE_CHART_TYPES)[number];

/** The spec's chart keys, each with its chart type and title, in the order the report shows them. */
export const USAGE_CHARTS = [
  { key: 'usage-across-features', type: 'pie', title: 'Usage across features' },
  { key: 'usage-across-agents', type: 'pie', title: 'Usage across agents' },
  { key: 'credits-usage-global', type: 'line', title: 'Credits usage' },
  { key: 'llm-tokens-usage', type: 'bar', title: 'LLM tokens usage' },
  { key: 'credits-usage-agents', type: 'line', title: 'Credits usage by agent' },
] as const satisfies readonly { key: string; type: UsageChartType; title: string }[];
export type UsageChartKey = (typeof USAGE_CHARTS)[number]['key'];

/**
 * What each spending feature is called. A charge without a feature key (an agent's reply) is
 * counted under its ledger reason.
 */
export const USAGE_FEATURE_LABELS: Record<string, string> = {
  'agent-reply': 'Agent replies',
  'ai-css-generator': 'AI CSS Assistant',
  voice: 'Voice calls',
};
export const usageFeatureLabel = (key: string) => USAGE_FEATURE_LABELS[key] ?? key;

/** What one credit log entry was, by its ledger reason, when it carries no log message. */
export const CREDIT_REASON_LABELS: Record<string, string> = {
  'agent-reply': 'Agent reply',
  'starting-credits': 'Starting credits',
  'web-call': 'Web call',
};
export const creditReasonLabel = (reason: string) => CREDIT_REASON_LABELS[reason] ?? reason;

export const USAGE_TEXTS = {
  noCreditsUsed: 'No credits used in this period.',
  noTokensUsed: 'No LLM tokens used in this period.',
  noLogEntries: 'No credit log entries in this period.',
  deletedAgent: 'Deleted agent',
  invalidCursor: 'This page link is not valid. Please reload the log.',
} as const;

const day = z.iso.date({ error: 'Dates must look like 2026-01-31.' });
const ZRange = z.object({ from: day.optional(), to: day.optional() });

/** Days are UTC calendar days; `to` is included. */
function withRangeRules<T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) {
  return schema
    .refine(({ from, to }) => !from || !to || from <= to, { message: 'The start date must not be after the end date.' })
    .refine(({ from, to }) => !from || !to || daysBetween(from, to) < USAGE_MAX_DAYS, {
      message: `Choose a range of at most ${USAGE_MAX_DAYS} days.`,
    });
}

export const ZUsageQuery = withRangeRules(ZRange);
export type UsageQuery = z.infer<typeof ZUsageQuery>;

export const ZCreditLogQuery = withRangeRules(
  ZRange.extend({
    /** The `nextCursor` of the previous page. */
    cursor: z.string().max(200).optional(),
  }),
);
export type CreditLogQuery = z.infer<typeof ZCreditLogQuery>;

const credits = z.number();
const tokens = z.number().int().nonnegative();
const ZAgentRef = z.object({
  agentId: z.string(),
  /** null once the agent is deleted. */
  title: z.string().nullable(),
});

export const ZUsageMetrics = z.object({
  creditsUsed: credits,
  creditsAdded: credits,
  /** The workspace's balance now, whatever the range. */
  balance: credits,
  inputTokens: tokens,
  outputTokens: tokens,
  /** Charges made for a language model's answer (ledger rows with a model). */
  modelReplies: z.number().int().nonnegative(),
  /** The agent that used the most credits in the range. */
  mostUsedAgent: ZAgentRef.extend({ credits }).nullable(),
});
export type UsageMetrics = z.infer<typeof ZUsageMetrics>;

export const ZUsageReport = z.object({
  from: day,
  to: day,
  metrics: ZUsageMetrics,
  charts: z.object({
    /** Credits spent per feature key, most first. */
    'usage-across-features': z.array(z.object({ featureKey: z.string(), credits })),
    /** Credits spent per agent, most first. */
    'usage-across-agents': z.array(ZAgentRef.extend({ credits })),
    /** Every day of the range, oldest first, with zeros where nothing was spent. */
    'credits-usage-global': z.array(z.object({ date: day, credits })),
    'llm-tokens-usage': z.array(z.object({ date: day, inputTokens: tokens, outputTokens: tokens })),
    'credits-usage-agents': z.object({
      /** The agents that used the most, at most USAGE_TOP_AGENTS. */
      agents: z.array(ZAgentRef),
      /** Per day: credits by agent id of `agents`, and what every other agent used together. */
      days: z.array(z.object({ date: day, credits: z.record(z.string(), credits), otherAgents: credits })),
    }),
  }),
});
export type UsageReport = z.infer<typeof ZUsageReport>;

export const ZCreditLogEntry = z.object({
  id: z.string(),
  /** Always positive; `direction` says which way the balance moved. */
  amount: credits,
  ts: z.string(),
  direction: z.enum(['increase', 'decrease']),
  causedBy: z.enum(['agent', 'feature']).nullable(),
  agentId: z.string().nullable(),
  agentTitle: z.string().nullable(),
  featureKey: z.string().nullable(),
  /** Why the balance moved, e.g. `agent-reply`, `starting-credits`. */
  reason: z.string(),
  logMessage: z.string().nullable(),
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  modelId: z.string().nullable(),
  balanceAfter: credits,
});
export type CreditLogEntry = z.infer<typeof ZCreditLogEntry>;

/** A page of the credit log, newest first. */
export const ZCreditLog = z.object({
  entries: z.array(ZCreditLogEntry),
  nextCursor: z.string().nullable(),
});
export type CreditLog = z.infer<typeof ZCreditLog>;
