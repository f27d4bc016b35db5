import { LOCAL_RESPONDER_LABEL, LOCAL_RESPONDER_NO_MATCH, replyCost } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEvents, useChatTestbed } from '../../../test/chat-client.js';
import { conversations, messages, workspaces } from '../../platform/db/schema/index.js';

const { bed, ownerWithAgent, startChat, send, sendAsMember, history, balanceOf, replyCharges } = useChatTestbed();

describe('public chat API', () => {
  it('starts a conversation with the greeting and no secret', async () => {
    const { agentId } = await ownerWithAgent({ withModel: false });
    const chat = await startChat(agentId);
    expect(chat.messages.map((m) => m.content)).toEqual(['Hi there! 👋 How can I help you today?']);
    expect(chat.visitorToken.length).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(chat)).not.toMatch(/vg_|SECRET|systemPrompt/);
  });

  it('opened again before anyone wrote, a conversation shows its greeting, so it goes on instead of starting anew', async () => {
    const { agentId } = await ownerWithAgent({ withModel: false });
    const chat = await startChat(agentId);
    const again = (await history(chat)).json().messages;
    expect(again).toEqual(chat.messages);
  });

  it('answers with the local responder, labelled in the test panel, free, when no language model is configured', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const before = await balanceOf(owner.uid);
    const chat = await startChat(owner.agentId);
    const res = await send(chat, { messageId: 'm1', text: 'How can you help me today?' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const done = parseEvents(res.payload).find((e) => e.event === 'done')?.data;
    // Nothing known answers it, and the greeting is never quoted back as an answer.
    expect(done).toMatchObject({ responder: 'local', text: LOCAL_RESPONDER_NO_MATCH });
    const tested = await sendAsMember(owner, chat, { messageId: 'm2', text: 'How can you help me today?' });
    expect(parseEvents(tested.payload).at(-1)?.data).toMatchObject({
      responder: 'local',
      label: LOCAL_RESPONDER_LABEL,
      credits: 0,
    });
    expect(await balanceOf(owner.uid)).toBe(before);
    expect((await history(chat)).json().messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('streams a model answer token by token and charges its priced credits once, with one ledger row', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const uid = owner.uid;
    const before = await balanceOf(uid);
    const chat = await startChat(owner.agentId);
    bed.llm.queue({ text: 'Our shop opens at nine every morning.' });
    // The test panel's route: the answer's figures are for members.
    const res = await sendAsMember(owner, chat, { messageId: 'm1', text: 'When do you open?' });
    const events = parseEvents(res.payload);
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text);
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.join('')).toBe('Our shop opens at nine every morning.');
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const { inputTokens, outputTokens, credits } = (done?.data ?? {}) as {
      inputTokens: number;
      outputTokens: number;
      credits: number;
    };
    expect(outputTokens).toBeGreaterThan(0);
    expect(credits).toBe(replyCost('gpt-4o', inputTokens, outputTokens));
    expect(await balanceOf(uid)).toBeCloseTo(before - credits, 3);
    expect(await replyCharges(uid)).toHaveLength(1);

    // The model got the agent's prompts, the greeting the visitor saw, and the visitor's message.
    const request = bed.llm.requests.at(-1)?.body;
    expect(request?.messages?.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(JSON.stringify(request?.messages?.[0])).toContain('friendly and helpful customer care assistant');
    expect(JSON.stringify(request?.messages?.[0])).toContain('How you opened this conversation');
    expect(JSON.stringify(request?.messages?.[1])).toContain('Hi there!');
    expect(JSON.stringify(request?.messages?.[2])).toContain('When do you open?');

    // The same message id again: the first answer, charged once.
    const again = await sendAsMember(owner, chat, { messageId: 'm1', text: 'When do you open?' });
    const replayed = parseEvents(again.payload).at(-1)?.data;
    expect(replayed).toMatchObject({ text: 'Our shop opens at nine every morning.', credits: 0 });
    expect(await replyCharges(uid)).toHaveLength(1);
    expect(await balanceOf(uid)).toBeCloseTo(before - credits, 3);
  });

  it("stops at the agent's messagesLimit with a clear message", async () => {
    const { agentId, updateAgent } = await ownerWithAgent({ withModel: false });
    await updateAgent({ messagesLimit: 2 });
    const chat = await startChat(agentId);
    expect((await send(chat, { messageId: 'm1', text: 'One' })).statusCode).toBe(200);
    expect((await send(chat, { messageId: 'm2', text: 'Two' })).statusCode).toBe(200);
    const third = await send(chat, { messageId: 'm3', text: 'Three' });
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toEqual({
      code: 'MESSAGES_LIMIT',
      message: 'This chat has reached its limit of 2 messages. Please start a new one.',
    });
    // Sending an answered message again is a replay, not a new message.
    expect((await send(chat, { messageId: 'm2', text: 'Two' })).statusCode).toBe(200);
  });

  it('refuses to answer at zero credits, saying why, and stores nothing', async () => {
    const { agentId, uid } = await ownerWithAgent({ withModel: true });
    await bed.app.regions.db('na').update(workspaces).set({ loadTokens: 0 }).where(eq(workspaces.uid, uid));
    const chat = await startChat(agentId);
    const res = await send(chat, { messageId: 'm1', text: 'Hello?' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('OUT_OF_CREDITS');
    const stored = await bed.app.regions
      .db('na')
      .select()
      .from(messages)
      .where(eq(messages.conversationId, chat.conversationId));
    expect(stored).toEqual([]);
  });

  it('gives bad input a clear 4xx and charges nothing', async () => {
    const { agentId, uid } = await ownerWithAgent({ withModel: true });
    const before = await balanceOf(uid);
    const chat = await startChat(agentId);
    const empty = await send(chat, { messageId: 'm1', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch('Please enter a message.');
    const long = await send(chat, { messageId: 'm2', text: 'x'.repeat(5000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch('A message is at most 4000 characters.');
    // Far beyond any message, the body is not read at all.
    const huge = await send(chat, { messageId: 'm3', text: 'x'.repeat(100 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('The request body is too large.');
    const unknownAgent = await bed.app.inject({
      method: 'POST',
      url: '/api/na/public/agents/NoSuchAgent00000/conversations',
    });
    expect(unknownAgent.statusCode).toBe(404);
    const wrongToken = await send(chat, { messageId: 'm3', text: 'Hi' }, 'not-the-token');
    expect(wrongToken.statusCode).toBe(404);

    await bed.app.regions
      .db('na')
      .update(conversations)
      .set({ visitorTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(conversations.id, chat.conversationId));
    const expired = await send(chat, { messageId: 'm4', text: 'Hi' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      error: { code: 'VISITOR_TOKEN_EXPIRED', message: 'This chat has expired. Please start a new one.' },
    });
    expect(await balanceOf(uid)).toBe(before);
    expect(await replyCharges(uid)).toEqual([]);
  });

  it("does not open one visitor's conversation with another's token", async () => {
    const { agentId } = await ownerWithAgent({ withModel: false });
    const mine = await startChat(agentId);
    const theirs = await startChat(agentId);
    const res = await bed.app.inject({
      url: `/api/na/public/conversations/${theirs.conversationId}/messages`,
      headers: { authorization: `Bearer ${mine.visitorToken}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
