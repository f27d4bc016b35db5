import { NOT_TAKEN_OVER_MESSAGE } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpWithWorkspace } from '../../../test/app.js';
import { type Chat, parseEvents, useChatTestbed } from '../../../test/chat-client.js';
import { openLiveStream } from '../../../test/live-stream.js';
import { conversations, messages } from '../../platform/db/schema/index.js';

const { bed, ownerWithAgent, startChat, send } = useChatTestbed();
let base = '';
beforeAll(async () => {
  // Live streams never end, which an injected request would wait for: they need real HTTP.
  base = await bed.app.listen({ port: 0, host: '127.0.0.1' });
});

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
const conversationsOf = (owner: Owner, query = '') =>
  owner.client.get(`/api/na/workspaces/${owner.uid}/conversations${query}`);
const one = (owner: Owner, chat: Chat, action = '') =>
  `/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}${action}`;
const visitorStream = (chat: Chat) =>
  openLiveStream(`${base}/api/na/public/conversations/${chat.conversationId}/events`, {
    authorization: `Bearer ${chat.visitorToken}`,
  });
const doneOf = async (response: Promise<{ payload: string }>) =>
  parseEvents((await response).payload).find((event) => event.event === 'done')?.data;

describe('Chats and human takeover', () => {
  it('lists a conversation with its last message and unread count; opening it reads it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    await send(chat, { messageId: 'm1', text: 'Do you deliver on Sundays?' });

    const listed = (await conversationsOf(owner)).json();
    expect(listed.conversations).toHaveLength(1);
    expect(listed.conversations[0]).toMatchObject({
      id: chat.conversationId,
      agentId: owner.agentId,
      channel: 'web',
      state: 'ai',
      unread: 1,
      manualControl: false,
    });
    expect(listed.conversations[0].preview).toBe('Do you deliver on Sundays?');

    const transcript = (await owner.client.get(one(owner, chat))).json();
    expect(transcript.messages.map((m: { role: string; sender: string | null }) => [m.role, m.sender])).toEqual([
      ['user', null],
      ['assistant', 'ai'],
    ]);
    expect((await conversationsOf(owner)).json().conversations[0].unread).toBe(0);
  });

  it('a member takes over, the AI stays quiet, the visitor gets the reply live, and Return to AI hands back', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const live = await visitorStream(chat);
    try {
      const taken = await owner.client.post(one(owner, chat, '/take-over'));
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toMatchObject({ state: 'human', manualControl: true });
      expect(await live.next()).toEqual({
        event: 'control',
        data: { type: 'control', manualControl: true, handoffRequested: false },
      });

      // The visitor's message is kept for the member; nothing answers it.
      expect(await doneOf(send(chat, { messageId: 'm1', text: 'Can a person help me?' }))).toMatchObject({
        responder: 'human',
        text: '',
      });
      const stored = await bed.app.regions
        .db('na')
        .select()
        .from(messages)
        .where(eq(messages.conversationId, chat.conversationId));
      expect(stored.map((m) => m.role)).toEqual(['user']);

      const reply = await owner.client.post(one(owner, chat, '/replies'), {
        text: 'Hello, this is Sam from the shop.',
      });
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({
        role: 'assistant',
        sender: 'human',
        content: 'Hello, this is Sam from the shop.',
      });
      const heard = await live.next();
      expect(heard.event).toBe('message');
      expect(heard.data).toMatchObject({ sender: 'human', content: 'Hello, this is Sam from the shop.' });

      const handedBack = await owner.client.post(one(owner, chat, '/return-to-ai'));
      expect(handedBack.json()).toMatchObject({ state: 'ai', manualControl: false });
      expect(await live.next()).toEqual({
        event: 'control',
        data: { type: 'control', manualControl: false, handoffRequested: false },
      });
      expect(await doneOf(send(chat, { messageId: 'm2', text: 'And your opening hours?' }))).toMatchObject({
        responder: 'local',
      });
      // Not taken over any more: a member's reply is refused, in words.
      const refused = await owner.client.post(one(owner, chat, '/replies'), { text: 'Still here.' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(NOT_TAKEN_OVER_MESSAGE);
    } finally {
      live.close();
    }
  });

  it("tells a member's open Chats tab about each new message", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const tab = await openLiveStream(`${base}/api/na/workspaces/${owner.uid}/conversations/events`, {
      cookie: owner.client.cookie as string,
    });
    try {
      await send(chat, { messageId: 'm1', text: 'Hello?' });
      expect(await tab.next()).toEqual({ event: 'change', data: { conversationId: chat.conversationId } });
    } finally {
      tab.close();
    }
  });

  it('filters by state, tag-free search in text, and channel', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const kayak = await startChat(owner.agentId);
    await send(kayak, { messageId: 'm1', text: 'Do you rent kayaks?' });
    const bikes = await startChat(owner.agentId);
    await send(bikes, { messageId: 'm1', text: 'Any bikes for children?' });
    await owner.client.post(one(owner, bikes, '/take-over'));

    const ids = async (query: string) =>
      (await conversationsOf(owner, query)).json().conversations.map((c: { id: string }) => c.id);
    expect(await ids('')).toEqual([bikes.conversationId, kayak.conversationId]);
    expect(await ids('?q=KAYAK')).toEqual([kayak.conversationId]);
    expect(await ids('?state=human')).toEqual([bikes.conversationId]);
    expect(await ids('?state=ai')).toEqual([kayak.conversationId]);
    expect(await ids('?channel=whatsapp')).toEqual([]);
    expect((await conversationsOf(owner, '?state=sleeping')).statusCode).toBe(400);
  });

  it("a member of another workspace can neither list, read, take over nor reply in this workspace's conversations", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    await send(chat, { messageId: 'm1', text: 'Private question' });
    const stranger = await signUpWithWorkspace(bed.app);
    const theirs = stranger.workspace.uid;
    const foreign = `/api/na/workspaces/${theirs}/conversations/${chat.conversationId}`;
    expect((await stranger.client.get(`/api/na/workspaces/${theirs}/conversations`)).json().conversations).toEqual([]);
    expect((await stranger.client.get(foreign)).statusCode).toBe(404);
    expect((await stranger.client.post(`${foreign}/take-over`)).statusCode).toBe(404);
    expect((await stranger.client.post(`${foreign}/replies`, { text: 'Hi' })).statusCode).toBe(404);
    expect((await stranger.client.get(one(owner, chat))).statusCode).toBe(404);
    expect((await stranger.client.post(one(owner, chat, '/take-over'))).statusCode).toBe(404);
    // Nothing changed hands.
    expect((await owner.client.get(one(owner, chat))).json().conversation.manualControl).toBe(false);
  });

  it('tags a conversation, delegates it to a member, exports it as text and JSON, and deletes it with its messages', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    await send(chat, { messageId: 'm1', text: 'Where is my parcel?' });
    const tagged = await owner.client.request({
      method: 'PATCH',
      url: one(owner, chat),
      payload: { tags: ['shipping', 'shipping', 'vip'], delegatedTo: owner.email },
    });
    expect(tagged.json()).toMatchObject({ tags: ['shipping', 'vip'], delegatedTo: owner.email });
    const team = (await owner.client.get(`/api/na/workspaces/${owner.uid}/members`)).json();
    expect(team.members).toEqual([{ email: owner.email, role: 'owner' }]);
    expect((await conversationsOf(owner, '?tag=vip')).json().conversations).toHaveLength(1);
    expect((await conversationsOf(owner, '?tag=refund')).json().conversations).toHaveLength(0);
    const stranger = await owner.client.request({
      method: 'PATCH',
      url: one(owner, chat),
      payload: { delegatedTo: 'someone-else@example.com' },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toContain('Pick a member of this workspace.');

    const text = await owner.client.get(one(owner, chat, '/export'));
    expect(text.headers['content-disposition']).toBe(`attachment; filename="conversation-${chat.conversationId}.txt"`);
    expect(text.body).toMatch(/\] Visitor: Where is my parcel\?\n\[.*\] AI: /);
    const json = await owner.client.get(one(owner, chat, '/export?format=json'));
    expect(json.headers['content-type']).toContain('application/json');
    expect(JSON.parse(json.body).messages[0]).toMatchObject({ role: 'user', content: 'Where is my parcel?' });
    // An export is not a reading: the visitor's message is still unread.
    expect((await conversationsOf(owner)).json().conversations[0].unread).toBe(1);

    const deleted = await owner.client.request({ method: 'DELETE', url: one(owner, chat) });
    expect(deleted.statusCode).toBe(204);
    expect((await owner.client.get(one(owner, chat))).statusCode).toBe(404);
    const left = await bed.app.regions
      .db('na')
      .select()
      .from(messages)
      .where(eq(messages.conversationId, chat.conversationId));
    expect(left).toEqual([]);
  });

  it('pages through many conversations, each once, in order', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    // Several share one activity time, to the microsecond: the id breaks the tie.
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i % 40));
    const idOf = (i: number) => `paged${String(i).padStart(4, '0')}${owner.uid.slice(0, 6)}`;
    const db = bed.app.regions.db('na');
    // The 71st is a chat nobody wrote in (a widget opened and left): it is not listed.
    await db.insert(conversations).values(
      Array.from({ length: 71 }, (_, i) => ({
        id: idOf(i),
        workspaceUid: owner.uid,
        agentId: owner.agentId,
        visitorTokenHash: `hash-${owner.uid}-${i}`,
        visitorTokenExpiresAt: new Date(),
        lastMessageAt: at(i),
      })),
    );
    await db
      .insert(messages)
      .values(
        Array.from({ length: 70 }, (_, i) => ({ conversationId: idOf(i), role: 'user' as const, content: 'Hi' })),
      );
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = (await conversationsOf(owner, cursor ? `?cursor=${cursor}` : '')).json();
      seen.push(...page.conversations.map((c: { id: string }) => c.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toHaveLength(70);
    expect(new Set(seen).size).toBe(70);
    expect(seen).not.toContain(idOf(70));
    expect((await conversationsOf(owner, '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('a visitor stream opened again starts with the person in the chat', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    await owner.client.post(one(owner, chat, '/take-over'));
    const reopened = await visitorStream(chat);
    try {
      expect(await reopened.next()).toEqual({
        event: 'control',
        data: { type: 'control', manualControl: true, handoffRequested: false },
      });
    } finally {
      reopened.close();
    }
  });

  it('a visitor stream needs the conversation’s own token', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const other = await startChat(owner.agentId);
    const res = await bed.app.inject({
      url: `/api/na/public/conversations/${chat.conversationId}/events`,
      headers: { authorization: `Bearer ${other.visitorToken}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
