import { LOCAL_RESPONDER_LABEL, replyCost } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { type FakeOpenAI, startFakeOpenAI } from '../../../test/fakes/openai-server.js';
import { conversations, creditLedger, messages, workspaces } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI({ apiKey: 'sk-fake-key-123456' });
  app = await createTestApp({ EGRESS_ALLOW: llm.hostPort });
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

let address = 0;
const visitorAddress = () => `203.0.113.${++address}`;

async function ownerWithAgent({ withModel }: { withModel: boolean }) {
  const owner = await signUpWithWorkspace(app);
  const uid = owner.workspace.uid;
  const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Helper' })).json()
    .agentCreated.ID as string;
  if (withModel) {
    const saved = await owner.client.post(`/api/na/workspaces/${uid}/llm-credentials`, {
      provider: 'openai-compatible',
      label: 'Fake',
      baseURL: llm.url,
      apiKey: 'sk-fake-key-123456',
    });
    expect(saved.statusCode).toBe(201);
  }
  return { ...owner, uid, agentId };
}

async function startChat(agentId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/na/public/agents/${agentId}/conversations`,
    remoteAddress: visitorAddress(),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { conversationId: string; visitorToken: string; messages: { content: string }[] };
}

interface Sse {
  event: string;
  data: Record<string, unknown>;
}

function parseEvents(payload: string): Sse[] {
  return payload
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
}

const send = (chat: { conversationId: string; visitorToken: string }, body: unknown, token = chat.visitorToken) =>
  app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/messages`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
    remoteAddress: visitorAddress(),
  });

const balanceOf = async (uid: string) =>
  (await app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, uid)))[0]?.loadTokens ?? NaN;
const replyCharges = (uid: string) =>
  app.regions
    .db('na')
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.workspaceUid, uid), eq(creditLedger.reason, 'agent-reply')));

describe('public chat API', () => {
  it('starts a conversation with the greeting and no secret', async () => {
    const { agentId } = await ownerWithAgent({ withModel: false });
    const chat = await startChat(agentId);
    expect(chat.messages.map((m) => m.content)).toEqual(['Hi there! 👋 How can I help you today?']);
    expect(chat.visitorToken.length).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(chat)).not.toMatch(/vg_|SECRET|systemPrompt/);
  });

  it('answers with the local responder, labelled, free, when no language model is configured', async () => {
    const { agentId, uid } = await ownerWithAgent({ withModel: false });
    const before = await balanceOf(uid);
    const chat = await startChat(agentId);
    const res = await send(chat, { messageId: 'm1', text: 'How can you help me today?' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const done = parseEvents(res.payload).find((e) => e.event === 'done')?.data;
    expect(done).toMatchObject({
      responder: 'local',
      label: LOCAL_RESPONDER_LABEL,
      credits: 0,
      // The greeting's sentence that shares words with the question, as it is.
      text: '👋 How can I help you today?',
    });
    expect(await balanceOf(uid)).toBe(before);
    const history = await app.inject({
      url: `/api/na/public/conversations/${chat.conversationId}/messages`,
      headers: { authorization: `Bearer ${chat.visitorToken}` },
    });
    expect(history.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  });

  it('streams a model answer token by token and charges its priced credits once, with one ledger row', async () => {
    const { agentId, uid } = await ownerWithAgent({ withModel: true });
    const before = await balanceOf(uid);
    const chat = await startChat(agentId);
    llm.queue({ text: 'Our shop opens at nine every morning.' });
    const res = await send(chat, { messageId: 'm1', text: 'When do you open?' });
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
    const request = llm.requests.at(-1)?.body;
    expect(request?.messages?.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(JSON.stringify(request?.messages?.[0])).toContain('friendly and helpful customer care assistant');
    expect(JSON.stringify(request?.messages?.[0])).toContain('How you opened this conversation');
    expect(JSON.stringify(request?.messages?.[1])).toContain('Hi there!');
    expect(JSON.stringify(request?.messages?.[2])).toContain('When do you open?');

    // The same message id again: the first answer, charged once.
    const again = await send(chat, { messageId: 'm1', text: 'When do you open?' });
    const replayed = parseEvents(again.payload).at(-1)?.data;
    expect(replayed).toMatchObject({ text: 'Our shop opens at nine every morning.', credits: 0 });
    expect(await replyCharges(uid)).toHaveLength(1);
    expect(await balanceOf(uid)).toBeCloseTo(before - credits, 3);
  });

  it("stops at the agent's messagesLimit with a clear message", async () => {
    const { client, agentId } = await ownerWithAgent({ withModel: false });
    const { agent } = (await client.get(`/api/na/v2/agents/${agentId}`)).json();
    await client.post(`/api/na/v2/agents/${agentId}`, { ...agent, messagesLimit: 2 });
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
    await app.regions.db('na').update(workspaces).set({ loadTokens: 0 }).where(eq(workspaces.uid, uid));
    const chat = await startChat(agentId);
    const res = await send(chat, { messageId: 'm1', text: 'Hello?' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('OUT_OF_CREDITS');
    const stored = await app.regions
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
    const huge = await send(chat, { messageId: 'm2', text: 'x'.repeat(100 * 1024) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch('A message is at most 4000 characters.');
    const unknownAgent = await app.inject({
      method: 'POST',
      url: '/api/na/public/agents/NoSuchAgent00000/conversations',
    });
    expect(unknownAgent.statusCode).toBe(404);
    const wrongToken = await send(chat, { messageId: 'm3', text: 'Hi' }, 'not-the-token');
    expect(wrongToken.statusCode).toBe(404);

    await app.regions
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
    const res = await app.inject({
      url: `/api/na/public/conversations/${theirs.conversationId}/messages`,
      headers: { authorization: `Bearer ${mine.visitorToken}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
