import {
  type AgentAnalytics,
  type AgentAnalyticsQuery,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  type AnalyticsTotals,
  addDays,
  daysBetween,
} from '@agent-platform/core';
import { and, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, creditLedger, leads, messages, widgetLoads } from '../../platform/db/schema/index.js';

type Db = ReturnType<Regions['db']>;
interface Range {
  start: Date;
  end: Date;
}

/**
 * An agent's activity per UTC day over the asked range (the last 30 days by default), with the
 * totals of the range just before it. Conversations count once someone wrote in them, as in
 * Chats; handoffs count conversations that went to a person; credits are what the agent's
 * answers took from the ledger.
 */
export async function getAgentAnalytics(
  regions: Regions,
  access: AgentAccess,
  query: AgentAnalyticsQuery,
): Promise<AgentAnalytics> {
  return analyticsOfAgents(regions.db(access.region), [access.agentId], query);
}

/** The same numbers summed over several agents (a client's Home tab: the agents it may see). */
export async function analyticsOfAgents(
  db: Db,
  agentIds: readonly string[],
  query: AgentAnalyticsQuery,
): Promise<AgentAnalytics> {
  const to = query.to ?? new Date().toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  const length = daysBetween(from, to) + 1;
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const range = rangeOf(from, to);

  const [current, before, countries, browsers, channels] = await Promise.all([
    perDay(db, agentIds, range),
    perDay(db, agentIds, rangeOf(previous.from, previous.to)),
    shares(db, sql`coalesce(${widgetLoads.countryCode}, 'Unknown')`, widgetLoads, loadsOf(agentIds, range)),
    shares(db, sql`${widgetLoads.browser}`, widgetLoads, loadsOf(agentIds, range)),
    shares(db, sql`${conversations.channel}`, conversations, startedOf(db, agentIds, range)),
  ]);
  const days = Array.from({ length }, (_, index) => {
    const date = addDays(from, index);
    return { date, ...totalsOn(current, date) };
  });
  return {
    from,
    to,
    previous,
    totals: sumOf(days),
    previousTotals: sumOf(Array.from({ length }, (_, index) => totalsOn(before, addDays(previous.from, index)))),
    days,
    countries,
    browsers,
    channels,
  };
}

const rangeOf = (from: string, to: string): Range => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(`${addDays(to, 1)}T00:00:00Z`),
});

const within = (column: PgColumn, range: Range) => and(gte(column, range.start), lt(column, range.end));
const dayOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Rows of these agents; none at all for an empty list (a client without agents). */
const ofAgents = (column: PgColumn, agentIds: readonly string[]) =>
  agentIds.length > 0 ? inArray(column, [...agentIds]) : sql`false`;

const loadsOf = (agentIds: readonly string[], range: Range) =>
  and(ofAgents(widgetLoads.agentId, agentIds), within(widgetLoads.createdAt, range));

const written = (db: Db) =>
  exists(db.select({ one: sql`1` }).from(messages).where(eq(messages.conversationId, conversations.id)));
const startedOf = (db: Db, agentIds: readonly string[], range: Range) =>
  and(ofAgents(conversations.agentId, agentIds), within(conversations.createdAt, range), written(db));

type PerDay = Map<string, Partial<AnalyticsTotals>>;

/** Each metric counted per day, each in one grouped query. */
async function perDay(db: Db, agentIds: readonly string[], range: Range): Promise<PerDay> {
  const count = sql<number>`count(*)::int`;
  const grouped = async (metric: AnalyticsMetric, rows: Promise<{ day: string; value: number }[]>) =>
    (await rows).map((row) => ({ metric, ...row }));
  const results = await Promise.all([
    grouped(
      'widgetLoads',
      db
        .select({ day: dayOf(widgetLoads.createdAt), value: count })
        .from(widgetLoads)
        .where(loadsOf(agentIds, range))
        .groupBy(sql`1`),
    ),
    grouped(
      'conversations',
      db
        .select({ day: dayOf(conversations.createdAt), value: count })
        .from(conversations)
        .where(startedOf(db, agentIds, range))
        .groupBy(sql`1`),
    ),
    grouped(
      'messages',
      db
        // Qualified by hand: both tables have created_at, and a column in a select's sql is written bare.
        .select({ day: sql<string>`to_char("messages"."created_at" at time zone 'UTC', 'YYYY-MM-DD')`, value: count })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(ofAgents(conversations.agentId, agentIds), within(messages.createdAt, range)))
        .groupBy(sql`1`),
    ),
    grouped(
      'handoffs',
      db
        .select({ day: dayOf(conversations.handedOffAt), value: count })
        .from(conversations)
        .where(and(ofAgents(conversations.agentId, agentIds), within(conversations.handedOffAt, range)))
        .groupBy(sql`1`),
    ),
    grouped(
      'leads',
      db
        .select({ day: dayOf(leads.createdAt), value: count })
        .from(leads)
        .where(and(ofAgents(leads.agentId, agentIds), within(leads.createdAt, range)))
        .groupBy(sql`1`),
    ),
    grouped(
      'credits',
      db
        .select({
          day: dayOf(creditLedger.createdAt),
          value: sql<number>`coalesce(sum(-${creditLedger.delta}), 0)::float`,
        })
        .from(creditLedger)
        .where(
          and(
            ofAgents(creditLedger.agentId, agentIds),
            sql`${creditLedger.delta} < 0`,
            within(creditLedger.createdAt, range),
          ),
        )
        .groupBy(sql`1`),
    ),
  ]);
  const byDay: PerDay = new Map();
  for (const { metric, day, value } of results.flat()) {
    byDay.set(day, { ...byDay.get(day), [metric]: Number(value) });
  }
  return byDay;
}

function totalsOn(byDay: PerDay, date: string): AnalyticsTotals {
  const found = byDay.get(date) ?? {};
  return Object.fromEntries(ANALYTICS_METRICS.map(({ key }) => [key, found[key] ?? 0])) as AnalyticsTotals;
}

function sumOf(days: AnalyticsTotals[]): AnalyticsTotals {
  const totals = Object.fromEntries(
    ANALYTICS_METRICS.map(({ key }) => [key, days.reduce((sum, day) => sum + day[key], 0)]),
  ) as AnalyticsTotals;
  // Credits are fractional; summing days must not show floating-point dust.
  totals.credits = Math.round(totals.credits * 1000) / 1000;
  return totals;
}

/** How many rows fall under each value of `name`, most first. */
async function shares(
  db: Db,
  name: SQL,
  table: typeof widgetLoads | typeof conversations,
  where: SQL | undefined,
): Promise<{ name: string; value: number }[]> {
  const rows = await db
    .select({ name: sql<string>`${name}`, value: sql<number>`count(*)::int` })
    .from(table)
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return rows.map((row) => ({ name: row.name, value: Number(row.value) }));
}
