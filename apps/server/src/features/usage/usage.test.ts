import {
  addDays,
  CREDIT_LOG_PAGE_SIZE,
  type CreditLog,
  FREE_PLAN_LIMITS,
  USAGE_TEXTS,
  type UsageReport,
} from '@agent-platform/core';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Chat, parseEvents, useChatTestbed } from '../../../test/chat-client.js';
import { creditLedger, messages, workspaces } from '../../platform/db/schema/index.js';

const { bed, ownerWithAgent, startChat, send, balanceOf } = useChatTestbed({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });

const today = () => new Date().toISOString().slice(0, 10);
type LedgerRow = typeof creditLedger.$inferSelect;
type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

const ledgerOf = (uid: string) =>
  bed.app.regions.db('na').select().from(creditLedger).where(eq(creditLedger.workspaceUid, uid));

/** Moves ledger rows to noon of `date`, as if they had been written then. */
const backdate = (ids: number[], date: string) =>
  bed.app.regions
    .db('na')
    .update(creditLedger)
    .set({ createdAt: new Date(`${date}T12:00:00Z`) })
    .where(inArray(creditLedger.id, ids));

/** Asks a question and waits for the model's answer; returns the answer's credits. */
async function ask(chat: Chat, messageId: string, text: string): Promise<number> {
  const res = await send(chat, { messageId, text });
  expect(res.statusCode).toBe(200);
  const done = parseEvents(res.payload).find((event) => event.event === 'done');
  expect(done?.data.responder).toBe('model');
  // A visitor's answer carries no figures: its credits are read where the answer is stored.
  const [answer] = await bed.app.regions
    .db('na')
    .select({ credits: messages.credits })
    .from(messages)
    .where(and(eq(messages.conversationId, chat.conversationId), eq(messages.replyTo, messageId)));
  return answer?.credits ?? Number.NaN;
}

async function addAgent(owner: Owner, agentName: string): Promise<string> {
  const created = await owner.client.post(`/api/na/workspaces/${owner.uid}/agents`, { agentName });
  expect(created.statusCode).toBe(201);
  return created.json().agentCreated.ID;
}

/** The report's figures counted by hand over the ledger rows of the range. */
function countByHand(rows: LedgerRow[], from: string, to: string) {
  const inRange = rows.filter((row) => {
    const date = row.createdAt.toISOString().slice(0, 10);
    return date >= from && date <= to;
  });
  const spent = inRange.filter((row) => row.delta < 0);
  const sumBy = (key: (row: LedgerRow) => string | null) => {
    const sums: Record<string, number> = {};
    for (const row of spent) {
      const name = key(row);
      if (name !== null) sums[name] = (sums[name] ?? 0) - row.delta;
    }
    return sums;
  };
  const tokensOn = (date: string) => inRange.filter((row) => row.createdAt.toISOString().startsWith(date));
  return {
    creditsUsed: spent.reduce((sum, row) => sum - row.delta, 0),
    creditsAdded: inRange.filter((row) => row.delta > 0).reduce((sum, row) => sum + row.delta, 0),
    inputTokens: inRange.reduce((sum, row) => sum + (row.inputTokens ?? 0), 0),
    outputTokens: inRange.reduce((sum, row) => sum + (row.outputTokens ?? 0), 0),
    modelReplies: inRange.filter((row) => row.modelId !== null).length,
    perFeature: sumBy((row) => row.featureKey ?? row.reason),
    perAgent: sumBy((row) => row.agentId),
    perDay: sumBy((row) => row.createdAt.toISOString().slice(0, 10)),
    tokensPerDay: (date: string) => ({
      inputTokens: tokensOn(date).reduce((sum, row) => sum + (row.inputTokens ?? 0), 0),
      outputTokens: tokensOn(date).reduce((sum, row) => sum + (row.outputTokens ?? 0), 0),
    }),
  };
}

/** Checks every figure of a report against the same figures counted over the ledger table. */
async function expectReportMatchesLedger(report: UsageReport, uid: string) {
  const hand = countByHand(await ledgerOf(uid), report.from, report.to);
  const { metrics, charts } = report;
  expect(metrics.creditsUsed).toBeCloseTo(hand.creditsUsed, 3);
  expect(metrics.creditsAdded).toBeCloseTo(hand.creditsAdded, 3);
  expect(metrics).toMatchObject({
    inputTokens: hand.inputTokens,
    outputTokens: hand.outputTokens,
    modelReplies: hand.modelReplies,
    balance: await balanceOf(uid),
  });
  const asSums = (entries: { name: string; credits: number }[]) =>
    Object.fromEntries(entries.map(({ name, credits }) => [name, Math.round(credits * 1000)]));
  const rounded = (sums: Record<string, number>) =>
    Object.fromEntries(Object.entries(sums).map(([name, credits]) => [name, Math.round(credits * 1000)]));
  expect(asSums(charts['usage-across-features'].map((f) => ({ name: f.featureKey, credits: f.credits })))).toEqual(
    rounded(hand.perFeature),
  );
  expect(asSums(charts['usage-across-agents'].map((a) => ({ name: a.agentId, credits: a.credits })))).toEqual(
    rounded(hand.perAgent),
  );
  // Every day of the range, zeros included.
  const days = charts['credits-usage-global'];
  expect(days.map((d) => d.date)).toEqual(
    Array.from({ length: days.length }, (_, index) => addDays(report.from, index)),
  );
  expect(days.at(-1)?.date).toBe(report.to);
  expect(asSums(days.filter((d) => d.credits > 0).map((d) => ({ name: d.date, credits: d.credits })))).toEqual(
    rounded(hand.perDay),
  );
  for (const day of charts['llm-tokens-usage']) {
    expect(day, day.date).toEqual({ date: day.date, ...hand.tokensPerDay(day.date) });
  }
  // Per day per agent adds up to each agent's total and to each day's total.
  const perAgentDays = charts['credits-usage-agents'];
  for (const { agentId } of perAgentDays.agents) {
    const total = perAgentDays.days.reduce((sum, day) => sum + (day.credits[agentId] ?? 0), 0);
    expect(total).toBeCloseTo(hand.perAgent[agentId] ?? 0, 3);
  }
  // Most first.
  const spentByAgent = charts['usage-across-agents'].map((a) => a.credits);
  expect(spentByAgent).toEqual([...spentByAgent].sort((a, b) => b - a));
  return hand;
}

describe('workspace usage report', () => {
  it('counts credits, tokens and replies per feature, agent and day exactly as the credit ledger holds them', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const helperId = owner.agentId;
    const salesId = await addAgent(owner, 'Sales');

    // Helper answers three questions; one of its answers was three days ago.
    const helperChat = await startChat(helperId);
    for (const [index, question] of ['Hello', 'Do you ship abroad?', 'How long does it take?'].entries()) {
      expect(await ask(helperChat, `h${index}`, question)).toBeGreaterThan(0);
    }
    // Sales answers twice; the first answer was forty days ago, outside the default range.
    const salesChat = await startChat(salesId);
    await ask(salesChat, 's1', 'What does the big plan cost?');
    await ask(salesChat, 's2', 'And the small one?');
    // The CSS assistant is a feature of its own, ten days ago.
    bed.llm.queue({ text: '```css\n.chat header { background: #111; }\n```' });
    const css = await owner.client.post('/api/ai-css-generator', {
      messages: [{ role: 'user', content: 'Make the header dark' }],
      currentCSS: '',
      agentID: helperId,
      bucket: 'na',
    });
    expect(css.statusCode).toBe(200);

    const rows = (await ledgerOf(owner.uid)).sort((a, b) => a.id - b.id);
    const replies = (agentId: string) => rows.filter((row) => row.reason === 'agent-reply' && row.agentId === agentId);
    expect(replies(helperId)).toHaveLength(3);
    expect(replies(salesId)).toHaveLength(2);
    const cssCharge = rows.filter((row) => row.featureKey === 'ai-css-generator');
    expect(cssCharge).toHaveLength(1);
    await backdate([replies(helperId)[0]?.id ?? 0], addDays(today(), -3));
    await backdate([replies(salesId)[0]?.id ?? 0], addDays(today(), -40));
    await backdate([cssCharge[0]?.id ?? 0], addDays(today(), -10));
    // A deleted agent's credits stay in the report, without its name.
    expect((await owner.client.request({ method: 'DELETE', url: `/api/na/v2/agents/${salesId}` })).statusCode).toBe(
      204,
    );

    const res = await owner.client.get(`/api/na/workspaces/${owner.uid}/usage`);
    expect(res.statusCode).toBe(200);
    const report: UsageReport = res.json();
    expect(report.from).toBe(addDays(today(), -29));
    expect(report.to).toBe(today());
    expect(report.charts['credits-usage-global']).toHaveLength(30);
    const hand = await expectReportMatchesLedger(report, owner.uid);
    // What the owner sees: both features, both agents, the most used agent by name.
    expect(report.charts['usage-across-features'].map((f) => f.featureKey).sort()).toEqual([
      'agent-reply',
      'ai-css-generator',
    ]);
    expect(report.charts['usage-across-agents']).toEqual([
      { agentId: helperId, title: 'Helper', credits: expect.closeTo(hand.perAgent[helperId] ?? NaN, 3) },
      { agentId: salesId, title: null, credits: expect.closeTo(hand.perAgent[salesId] ?? NaN, 3) },
    ]);
    expect(report.metrics.mostUsedAgent).toMatchObject({ agentId: helperId, title: 'Helper' });
    // The starting credits, today; five answers of the model, one of them outside the range, and the CSS assistant.
    expect(report.metrics.creditsAdded).toBe(1000);
    expect(report.metrics.modelReplies).toBe(5);
    expect(report.metrics.inputTokens).toBeGreaterThan(0);
    expect(report.charts['credits-usage-global'].filter((d) => d.credits > 0).map((d) => d.date)).toEqual([
      addDays(today(), -10),
      addDays(today(), -3),
      today(),
    ]);

    // A range forty days back holds only Sales's first answer.
    const old = (
      await owner.client.get(
        `/api/na/workspaces/${owner.uid}/usage?from=${addDays(today(), -45)}&to=${addDays(today(), -35)}`,
      )
    ).json() as UsageReport;
    expect(old.charts['credits-usage-global']).toHaveLength(11);
    await expectReportMatchesLedger(old, owner.uid);
    expect(old.metrics).toMatchObject({ creditsAdded: 0, modelReplies: 1, mostUsedAgent: { agentId: salesId } });
    expect(old.charts['usage-across-agents'].map((a) => a.agentId)).toEqual([salesId]);

    // A range with nothing in it.
    const empty = (
      await owner.client.get(`/api/na/workspaces/${owner.uid}/usage?from=2020-01-01&to=2020-01-03`)
    ).json() as UsageReport;
    expect(empty.metrics).toMatchObject({ creditsUsed: 0, creditsAdded: 0, modelReplies: 0, mostUsedAgent: null });
    expect(empty.charts['usage-across-features']).toEqual([]);
    expect(empty.charts['credits-usage-agents']).toEqual({
      agents: [],
      days: ['2020-01-01', '2020-01-02', '2020-01-03'].map((date) => ({ date, credits: {}, otherAgents: 0 })),
    });
  });

  it('draws the agents that used the most as their own line, and the others together', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    // Seven agents, as a paid plan allows.
    await bed.app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: { ...FREE_PLAN_LIMITS, maxAgents: 10 } })
      .where(eq(workspaces.uid, owner.uid));
    const agentIds = [owner.agentId];
    for (let i = 1; i < 7; i++) agentIds.push(await addAgent(owner, `Agent ${i}`));
    // The first agents answer more, so that the ranking is known.
    for (const [index, agentId] of agentIds.entries()) {
      const chat = await startChat(agentId);
      for (let n = 0; n < Math.max(1, 4 - index); n++) await ask(chat, `m${n}`, `Question number ${n}`);
    }
    const report = (await owner.client.get(`/api/na/workspaces/${owner.uid}/usage`)).json() as UsageReport;
    const hand = await expectReportMatchesLedger(report, owner.uid);
    const perAgent = report.charts['credits-usage-agents'];
    expect(perAgent.agents).toHaveLength(5);
    expect(perAgent.agents.map((a) => a.agentId)).toEqual(
      report.charts['usage-across-agents'].slice(0, 5).map((a) => a.agentId),
    );
    expect(perAgent.agents[0]).toEqual({ agentId: owner.agentId, title: 'Helper' });
    const others = report.charts['usage-across-agents'].slice(5).reduce((sum, a) => sum + a.credits, 0);
    expect(others).toBeGreaterThan(0);
    expect(perAgent.days.at(-1)?.otherAgents).toBeCloseTo(others, 3);
    const todayTotal = Object.values(perAgent.days.at(-1)?.credits ?? {}).reduce((sum, c) => sum + c, others);
    expect(todayTotal).toBeCloseTo(hand.perDay[today()] ?? NaN, 3);
  });

  it('pages the credit log newest first, 50 at a time, with what each entry was', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    // 51 answers, in three conversations (one conversation may send 20 messages a minute).
    for (let c = 0; c < 3; c++) {
      const chat = await startChat(owner.agentId);
      for (let n = 0; n < 17; n++) await ask(chat, `c${c}m${n}`, `Question ${n} of chat ${c}`);
    }
    const rows = await ledgerOf(owner.uid);
    expect(rows).toHaveLength(52);
    // One answer of yesterday: newest first puts it after today's starting credits, though written later.
    const yesterdays = rows.filter((row) => row.reason === 'agent-reply').sort((a, b) => a.id - b.id)[10];
    await backdate([yesterdays?.id ?? 0], addDays(today(), -1));

    const url = `/api/na/workspaces/${owner.uid}/usage/log`;
    const first = await owner.client.get(url);
    expect(first.statusCode).toBe(200);
    const page1: CreditLog = first.json();
    expect(page1.entries).toHaveLength(CREDIT_LOG_PAGE_SIZE);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2: CreditLog = (await owner.client.get(`${url}?cursor=${page1.nextCursor}`)).json();
    expect(page2.nextCursor).toBeNull();
    expect(page2.entries.map((e) => e.reason)).toEqual(['starting-credits', 'agent-reply']);
    expect(page2.entries[0]).toMatchObject({ amount: 1000, direction: 'increase', causedBy: null, agentId: null });
    expect(page2.entries[1]?.id).toBe(String(yesterdays?.id));

    const entries = [...page1.entries, ...page2.entries];
    expect(new Set(entries.map((e) => e.id))).toEqual(new Set(rows.map((row) => String(row.id))));
    const times = entries.map((e) => Date.parse(e.ts));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byId = new Map((await ledgerOf(owner.uid)).map((row) => [String(row.id), row]));
    for (const entry of entries) {
      const row = byId.get(entry.id);
      expect(entry).toEqual({
        id: String(row?.id),
        amount: Math.abs(row?.delta ?? NaN),
        ts: row?.createdAt.toISOString(),
        direction: (row?.delta ?? 0) < 0 ? 'decrease' : 'increase',
        causedBy: row?.causedBy,
        agentId: row?.agentId,
        agentTitle: row?.agentId ? 'Helper' : null,
        featureKey: row?.featureKey,
        reason: row?.reason,
        logMessage: row?.logMessage,
        inputTokens: row?.inputTokens,
        outputTokens: row?.outputTokens,
        modelId: row?.modelId,
        balanceAfter: row?.balanceAfter,
      });
    }
    expect(entries.filter((e) => e.direction === 'decrease' && e.modelId && (e.outputTokens ?? 0) > 0)).toHaveLength(
      51,
    );

    // The range applies to the log too.
    const onlyToday = (
      await owner.client.get(`${url}?from=${today()}&to=${today()}&cursor=${page1.nextCursor}`)
    ).json();
    expect(onlyToday.entries.map((e: { reason: string }) => e.reason)).toEqual(['starting-credits']);
    const bad = await owner.client.get(`${url}?cursor=not-a-cursor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(USAGE_TEXTS.invalidCursor);
  });

  it("refuses a range backwards or over a year, a caller not signed in, and another workspace's usage", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const stranger = await ownerWithAgent({ withModel: false });
    for (const path of ['usage', 'usage/log']) {
      const url = `/api/na/workspaces/${owner.uid}/${path}`;
      expect((await owner.client.get(url)).statusCode).toBe(200);
      const backwards = await owner.client.get(`${url}?from=2026-03-02&to=2026-03-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error.message).toContain('The start date must not be after the end date.');
      const long = await owner.client.get(`${url}?from=2025-01-01&to=2026-03-01`);
      expect(long.statusCode).toBe(400);
      expect(long.json().error.message).toContain('Choose a range of at most 366 days.');
      expect((await owner.client.get(`${url}?from=2025-03-01&to=2026-03-01`)).statusCode).toBe(200);
      expect((await bed.app.inject({ url })).statusCode).toBe(401);
      const foreign = await stranger.client.get(url);
      expect(foreign.statusCode).toBe(404);
      expect(JSON.stringify(foreign.json())).not.toContain('starting-credits');
    }
  });
});
