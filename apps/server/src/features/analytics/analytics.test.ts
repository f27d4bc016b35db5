import { addDays } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';
import { conversations, creditLedger } from '../../platform/db/schema/index.js';

const { bed, ownerWithAgent, startChat, send } = useChatTestbed();

const today = () => new Date().toISOString().slice(0, 10);
/** An address geoip-lite's bundled database places in Great Britain. */
const BRITISH_ADDRESS = '81.2.69.142';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const loadWidget = (agentId: string) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/agents/${agentId}/analytics`,
    headers: { origin: 'https://customer.example', 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
    payload: JSON.stringify({ record: 'loads', ts: Date.now(), origin: 'web-chat' }),
    remoteAddress: BRITISH_ADDRESS,
  });
const visitor = (chat: Chat, path: string, payload?: object) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/${path}`,
    headers: { authorization: `Bearer ${chat.visitorToken}` },
    ...(payload ? { payload } : {}),
  });

describe('agent analytics', () => {
  it('counts each day what happened, with the previous period and the shares', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ enableHumanHandoff: true, handoffTimeout: 0 });
    for (let i = 0; i < 3; i++) expect((await loadWidget(owner.agentId)).statusCode).toBe(200);
    const talked = await startChat(owner.agentId);
    await send(talked, { messageId: 'a1', text: 'Hello' });
    await send(talked, { messageId: 'a2', text: 'Do you ship abroad?' });
    expect((await visitor(talked, 'handoff')).statusCode).toBeLessThan(300);
    expect((await visitor(talked, 'leads', { email: 'ada@example.com' })).statusCode).toBe(201);
    // Opened and left: not a conversation anyone had.
    await startChat(owner.agentId);
    // Last month's conversation belongs to an earlier period.
    const old = await startChat(owner.agentId);
    await send(old, { messageId: 'o1', text: 'Anyone there?' });
    await bed.app.regions
      .db('na')
      .update(conversations)
      .set({ createdAt: new Date(`${addDays(today(), -40)}T12:00:00Z`) })
      .where(eq(conversations.id, old.conversationId));

    const res = await owner.client.get(`/api/na/v2/agents/${owner.agentId}/analytics`);
    expect(res.statusCode).toBe(200);
    const analytics = res.json();
    expect(analytics.to).toBe(today());
    expect(analytics.from).toBe(addDays(today(), -29));
    expect(analytics.days).toHaveLength(30);
    expect(analytics.previous).toEqual({ from: addDays(today(), -59), to: addDays(today(), -30) });

    const charged = await bed.app.regions
      .db('na')
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.agentId, owner.agentId));
    const credits = charged.reduce((sum, row) => sum - row.delta, 0);
    expect(credits).toBeGreaterThan(0);
    expect(analytics.totals).toEqual({
      widgetLoads: 3,
      conversations: 1,
      // Two questions, two answers, and the old conversation's question and answer (sent today).
      messages: 6,
      handoffs: 1,
      leads: 1,
      credits: expect.closeTo(credits, 3),
    });
    expect(analytics.days.at(-1)).toMatchObject({ date: today(), widgetLoads: 3, conversations: 1 });
    expect(analytics.previousTotals.conversations).toBe(1);
    expect(analytics.countries).toEqual([{ name: 'GB', value: 3 }]);
    expect(analytics.browsers).toEqual([{ name: 'Chrome', value: 3 }]);
    expect(analytics.channels).toEqual([{ name: 'web', value: 1 }]);
  });

  it("refuses a range backwards or over a year, and another workspace's agent", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const stranger = await ownerWithAgent({ withModel: false });
    const url = `/api/na/v2/agents/${owner.agentId}/analytics`;
    expect((await owner.client.get(`${url}?from=2026-03-02&to=2026-03-01`)).statusCode).toBe(400);
    expect((await owner.client.get(`${url}?from=2025-01-01&to=2026-03-01`)).statusCode).toBe(400);
    const oneDay = (await owner.client.get(`${url}?from=2026-03-01&to=2026-03-01`)).json();
    expect(oneDay.days).toHaveLength(1);
    expect(oneDay.previous).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect((await stranger.client.get(url)).statusCode).toBe(404);
  });
});
