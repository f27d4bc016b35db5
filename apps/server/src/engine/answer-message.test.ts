import { replyCost } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEvents, useChatTestbed } from '../../test/chat-client.js';
import { agents, creditReservations, workspaces } from '../platform/db/schema/index.js';

const { bed, ownerWithAgent, startChat, send, sendAsMember, history, balanceOf, replyCharges } = useChatTestbed({
  PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
  // The whole burst waits in the workspace's line rather than being turned away; its answers still race for the balance.
  WORKSPACE_ANSWERS_WAITING: '200',
});

const reservationsOf = (uid: string) =>
  bed.app.regions.db('na').select().from(creditReservations).where(eq(creditReservations.workspaceUid, uid));

describe('answering a message', () => {
  it('gives exactly as many answers as the balance pays for when 200 messages arrive at once, never going negative', {
    timeout: 300_000,
  }, async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const { agentId, uid } = owner;
    // Every conversation asks the same, so every answer costs the same: price one first.
    const first = await sendAsMember(owner, await startChat(agentId), { messageId: 'price', text: 'Hello there' });
    const price = parseEvents(first.payload).at(-1)?.data.credits as number;
    expect(price).toBeGreaterThan(0);
    await bed.app.regions
      .db('na')
      .update(workspaces)
      .set({ loadTokens: 100 * price })
      .where(eq(workspaces.uid, uid));

    const chats = await Promise.all(Array.from({ length: 200 }, () => startChat(agentId)));
    const results = await Promise.all(chats.map((chat) => send(chat, { messageId: 'm1', text: 'Hello there' })));
    const answered = results.filter((r) => r.statusCode === 200 && parseEvents(r.payload).at(-1)?.event === 'done');
    const refused = results.filter((r) => r.statusCode === 402);
    expect(answered).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(refused[0]?.json().error.message).toBe('This workspace has run out of credits. Please top up to continue.');
    expect(await balanceOf(uid)).toBe(0);
    const charges = await replyCharges(uid);
    expect(charges).toHaveLength(101);
    expect(Math.min(...charges.map((c) => c.balanceAfter))).toBe(0);
    expect(await reservationsOf(uid)).toEqual([]);
  });

  it('charges nothing and gives its reservation back when the model fails', async () => {
    const { agentId, uid } = await ownerWithAgent({ withModel: true });
    const before = await balanceOf(uid);
    const chat = await startChat(agentId);
    // The first call and the SDK's two retries all fail.
    const overloaded = { status: 500, message: 'The model is overloaded.' };
    bed.llm.queue(overloaded, overloaded, overloaded);
    const res = await send(chat, { messageId: 'm1', text: 'Hello?' });
    const last = parseEvents(res.payload).at(-1);
    expect(last?.event).toBe('error');
    expect(await balanceOf(uid)).toBe(before);
    expect(await replyCharges(uid)).toEqual([]);
    expect(await reservationsOf(uid)).toEqual([]);
    // The same message can be sent again, and is answered once.
    const retry = await send(chat, { messageId: 'm1', text: 'Hello?' });
    expect(parseEvents(retry.payload).at(-1)?.event).toBe('done');
    expect((await history(chat)).json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    const lastRequest = bed.llm.requests.at(-1)?.body;
    expect(lastRequest?.messages?.filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it('gives the model the conversation so far, oldest first, up to its last 19 messages', async () => {
    const { agentId } = await ownerWithAgent({ withModel: true });
    const chat = await startChat(agentId);
    for (let i = 1; i <= 11; i++) await send(chat, { messageId: `m${i}`, text: `Question ${i}` });
    const said = (bed.llm.requests.at(-1)?.body?.messages ?? [])
      .filter((m) => m.role === 'user' || m.role === 'assistant')
      .map((m) => `${m.role}: ${m.content}`);
    const answer = (i: number) => `assistant: Hello from the test model. You said: Question ${i}`;
    // The 19 messages before the 11th question: the first question falls out, its answer stays.
    const window = [
      answer(1),
      ...Array.from({ length: 9 }, (_, i) => [`user: Question ${i + 2}`, answer(i + 2)]).flat(),
    ];
    expect(said.slice(-20)).toEqual([...window, 'user: Question 11']);
    expect(said).not.toContain('user: Question 1');
  });

  it("counts the agent's tokens and stops at its maxTokensUsage", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const { agentId, client, updateAgent } = owner;
    await updateAgent({ maxTokensUsage: 1 });
    const chat = await startChat(agentId);
    const first = parseEvents((await sendAsMember(owner, chat, { messageId: 'm1', text: 'Hi' })).payload).at(-1)
      ?.data as {
      inputTokens: number;
      outputTokens: number;
    };
    const [row] = await bed.app.regions.db('na').select().from(agents).where(eq(agents.id, agentId));
    expect(row?.tokensUsage).toBe(first.inputTokens + first.outputTokens);
    const { agent } = (await client.get(`/api/na/v2/agents/${agentId}`)).json();
    expect(agent.tokensUsage).toBe(first.inputTokens + first.outputTokens);

    const second = await send(chat, { messageId: 'm2', text: 'Again' });
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toEqual({
      code: 'TOKENS_LIMIT',
      message: 'This agent has used all the tokens it may use. Please contact the site owner.',
    });
  });

  it('shows rich elements through the UI engine as parts, never as HTML, and refuses a video from another host', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const { agentId, uid, updateAgent } = owner;
    await updateAgent({ vg_enableUIEngine: true });
    const chat = await startChat(agentId);
    const res = await sendAsMember(owner, chat, {
      messageId: 'm1',
      text: 'Please use the show_buttons tool {"buttons":[{"label":"Book a table"},{"label":"See the menu"}]}',
    });
    const events = parseEvents(res.payload);
    const parts = events.filter((e) => e.event === 'part').map((e) => e.data);
    expect(parts).toEqual([{ type: 'buttons', buttons: [{ label: 'Book a table' }, { label: 'See the menu' }] }]);
    const done = events.at(-1)?.data as { parts: unknown[]; trace: { toolCalls: unknown[] }; credits: number };
    expect(done.parts).toEqual(parts);
    expect(done.trace.toolCalls).toEqual([
      expect.objectContaining({ toolName: 'show_buttons', output: { shown: true } }),
    ]);
    // Both model calls (the tool call and the answer after it) are charged, once.
    expect(done.credits).toBeGreaterThan(0);
    expect(await replyCharges(uid)).toHaveLength(1);
    const stored = (await history(chat)).json().messages.at(-1);
    expect(stored.parts).toEqual(parts);

    const video = await sendAsMember(owner, chat, {
      messageId: 'm2',
      text: 'Now use the show_video tool {"url":"https://videos.example.com/clip.mp4"}',
    });
    const videoEvents = parseEvents(video.payload);
    expect(videoEvents.filter((e) => e.event === 'part')).toEqual([]);
    const videoDone = videoEvents.at(-1)?.data as { trace?: { toolCalls: { error?: string }[] } } | undefined;
    expect(videoDone?.trace?.toolCalls[0]?.error).toContain('Videos can only be embedded from');
  });

  it('prices an answer from the tokens of every model call it made', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ vg_enableUIEngine: true });
    const chat = await startChat(owner.agentId);
    const res = await sendAsMember(owner, chat, {
      messageId: 'm1',
      text: 'use the show_lead_form tool {"fields":["email"]}',
    });
    const done = parseEvents(res.payload).at(-1)?.data as {
      inputTokens: number;
      outputTokens: number;
      credits: number;
      modelId: string;
    };
    const calls = bed.llm.requests.filter((r) => r.path === '/v1/chat/completions').slice(-2);
    expect(calls).toHaveLength(2);
    expect(done.credits).toBe(replyCost(done.modelId, done.inputTokens, done.outputTokens));
  });
});
