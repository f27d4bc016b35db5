import {
  addDays,
  daysBetween,
  USAGE_DEFAULT_DAYS,
  USAGE_TOP_AGENTS,
  type UsageQuery,
  type UsageReport,
} from '@agent-platform/core';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, creditLedger, workspaces } from '../../platform/db/schema/index.js';

type Db = ReturnType<Regions['db']>;

/**
 * The workspace's Usage report over the asked range of UTC days (the last 30 by default): key
 * metrics and the five charts, each counted by the database from the credit ledger. Credits used
 * are what decreases took, credits added what increases gave.
 */
export async function getUsageReport(
  regions: Regions,
  access: WorkspaceAccess,
  query: UsageQuery,
): Promise<UsageReport> {
  const { from, to } = usageRange(query);
  const db = regions.db(access.region);
  const inRange = and(
    eq(creditLedger.workspaceUid, access.uid),
    gte(creditLedger.createdAt, new Date(`${from}T00:00:00Z`)),
    lt(creditLedger.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`)),
  );
  const spent = and(inRange, sql`${creditLedger.delta} < 0`);

  const [totals, balance, features, byAgent, byDay, byDayAndAgent] = await Promise.all([
    db
      .select({
        used: sql<number>`coalesce(sum(-${creditLedger.delta}) filter (where ${creditLedger.delta} < 0), 0)::float`,
        added: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0), 0)::float`,
        inputTokens: sql<number>`coalesce(sum(${creditLedger.inputTokens}), 0)::float`,
        outputTokens: sql<number>`coalesce(sum(${creditLedger.outputTokens}), 0)::float`,
        modelReplies: sql<number>`count(${creditLedger.modelId})::int`,
      })
      .from(creditLedger)
      .where(inRange),
    db.select({ balance: workspaces.loadTokens }).from(workspaces).where(eq(workspaces.uid, access.uid)),
    db
      .select({
        featureKey: sql<string>`coalesce(${creditLedger.featureKey}, ${creditLedger.reason})`,
        credits: creditsSpent,
      })
      .from(creditLedger)
      .where(spent)
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`),
    perAgent(db, access.uid, spent),
    db
      .select({
        date: sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        credits: sql<number>`coalesce(sum(-${creditLedger.delta}) filter (where ${creditLedger.delta} < 0), 0)::float`,
        inputTokens: sql<number>`coalesce(sum(${creditLedger.inputTokens}), 0)::float`,
        outputTokens: sql<number>`coalesce(sum(${creditLedger.outputTokens}), 0)::float`,
      })
      .from(creditLedger)
      .where(inRange)
      .groupBy(sql`1`),
    db
      .select({
        date: sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        agentId: sql<string>`${creditLedger.agentId}`,
        credits: creditsSpent,
      })
      .from(creditLedger)
      .where(and(spent, sql`${creditLedger.agentId} is not null`))
      .groupBy(sql`1`, sql`2`),
  ]);

  const total = totals[0];
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
  const dayRows = new Map(byDay.map((row) => [row.date, row]));
  const top = byAgent.slice(0, USAGE_TOP_AGENTS);
  const topIds = new Set(top.map((agent) => agent.agentId));
  const agentDays = new Map<string, { credits: Record<string, number>; otherAgents: number }>();
  for (const row of byDayAndAgent) {
    const entry = agentDays.get(row.date) ?? { credits: {}, otherAgents: 0 };
    if (topIds.has(row.agentId)) entry.credits[row.agentId] = Number(row.credits);
    else entry.otherAgents = round(entry.otherAgents + Number(row.credits));
    agentDays.set(row.date, entry);
  }
  const mostUsed = byAgent[0];

  return {
    from,
    to,
    metrics: {
      creditsUsed: Number(total?.used ?? 0),
      creditsAdded: Number(total?.added ?? 0),
      balance: Number(balance[0]?.balance ?? 0),
      inputTokens: Number(total?.inputTokens ?? 0),
      outputTokens: Number(total?.outputTokens ?? 0),
      modelReplies: Number(total?.modelReplies ?? 0),
      mostUsedAgent: mostUsed ?? null,
    },
    charts: {
      'usage-across-features': features.map((row) => ({ featureKey: row.featureKey, credits: Number(row.credits) })),
      'usage-across-agents': byAgent,
      'credits-usage-global': days.map((date) => ({ date, credits: Number(dayRows.get(date)?.credits ?? 0) })),
      'llm-tokens-usage': days.map((date) => ({
        date,
        inputTokens: Number(dayRows.get(date)?.inputTokens ?? 0),
        outputTokens: Number(dayRows.get(date)?.outputTokens ?? 0),
      })),
      'credits-usage-agents': {
        agents: top.map(({ agentId, title }) => ({ agentId, title })),
        days: days.map((date) => {
          const found = agentDays.get(date);
          const credits = Object.fromEntries(top.map(({ agentId }) => [agentId, found?.credits[agentId] ?? 0]));
          return { date, credits, otherAgents: found?.otherAgents ?? 0 };
        }),
      },
    },
  };
}

/** The asked range with its defaults filled in: `to` today, `from` 30 days before it, UTC. */
export function usageRange(query: { from?: string; to?: string }): { from: string; to: string } {
  const to = query.to ?? new Date().toISOString().slice(0, 10);
  return { from: query.from ?? addDays(to, -(USAGE_DEFAULT_DAYS - 1)), to };
}

const creditsSpent = sql<number>`sum(-${creditLedger.delta})::float`;

/** Credits spent per agent, most first, with the agent's title while it still exists in this workspace. */
async function perAgent(db: Db, uid: string, spent: SQL | undefined) {
  const rows = await db
    .select({ agentId: sql<string>`${creditLedger.agentId}`, title: agents.title, credits: creditsSpent })
    .from(creditLedger)
    .leftJoin(agents, and(eq(agents.id, creditLedger.agentId), eq(agents.workspaceUid, uid)))
    .where(and(spent, sql`${creditLedger.agentId} is not null`))
    .groupBy(creditLedger.agentId, agents.title)
    .orderBy(sql`3 desc`, creditLedger.agentId);
  return rows.map((row) => ({ agentId: row.agentId, title: row.title, credits: Number(row.credits) }));
}

// Ledger amounts have three decimals; sums made here must not show floating-point dust.
const round = (credits: number) => Math.round(credits * 1000) / 1000;
