import { beforeAll, describe, expect, it } from 'vitest';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';
import { openLiveStream } from '../../../test/live-stream.js';

const { bed, ownerWithAgent, startChat, send } = useChatTestbed();
let base = '';
beforeAll(async () => {
  // Live streams never end, which an injected request would wait for: they need real HTTP.
  base = await bed.app.listen({ port: 0, host: '127.0.0.1' });
});

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
const one = (owner: Owner, chat: Chat, action = '') =>
  `/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}${action}`;
const visitorStream = (chat: Chat, lastEventId?: string) =>
  openLiveStream(`${base}/api/na/public/conversations/${chat.conversationId}/events`, {
    authorization: `Bearer ${chat.visitorToken}`,
    ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
  });
const reply = async (owner: Owner, chat: Chat, text: string) => {
  const sent = await owner.client.post(one(owner, chat, '/replies'), { text });
  expect(sent.statusCode).toBe(201);
  return sent.json() as { id: number };
};

describe('the visitor’s live stream resumes where the visitor stopped', () => {
  it('sends the replies stored while the visitor was away, once each, then where the conversation stands', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const first = await visitorStream(chat);
    await owner.client.post(one(owner, chat, '/take-over'));
    expect((await first.next()).event).toBe('control');
    const sent = await reply(owner, chat, 'Hi, Sam here.');
    const heard = await first.next();
    expect(heard).toMatchObject({ event: 'message', id: String(sent.id), data: { content: 'Hi, Sam here.' } });
    first.close();

    // Away: two replies, and the conversation handed back to the AI.
    await reply(owner, chat, 'Are you still there?');
    await reply(owner, chat, 'I will hand you back to our assistant.');
    await owner.client.post(one(owner, chat, '/return-to-ai'));

    const again = await visitorStream(chat, heard.id);
    try {
      const missed = [await again.next(), await again.next(), await again.next()];
      expect(missed.map((event) => [event.event, event.data.content ?? event.data.manualControl])).toEqual([
        ['message', 'Are you still there?'],
        ['message', 'I will hand you back to our assistant.'],
        ['control', false],
      ]);
      expect(Number(missed[1]?.id)).toBeGreaterThan(Number(missed[0]?.id));
      // Then live as before: a new takeover comes next, with nothing repeated before it.
      await owner.client.post(one(owner, chat, '/take-over'));
      expect(await again.next()).toMatchObject({ event: 'control', data: { manualControl: true } });
    } finally {
      again.close();
    }
  });

  it('goes on from the history: its message ids are where the stream starts', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    await send(chat, { messageId: 'm1', text: 'Can a person help me?' });
    const history = await bed.app.inject({
      url: `/api/na/public/conversations/${chat.conversationId}/messages`,
      headers: { authorization: `Bearer ${chat.visitorToken}` },
    });
    const ids = (history.json().messages as { id: number }[]).map((message) => message.id);
    expect(ids).toHaveLength(2);
    // Between reading the history and opening the stream, a member takes over and replies.
    await owner.client.post(one(owner, chat, '/take-over'));
    await reply(owner, chat, 'Yes, Sam here.');

    const live = await visitorStream(chat, String(Math.max(...ids)));
    try {
      expect(await live.next()).toMatchObject({ event: 'control', data: { manualControl: true } });
      expect(await live.next()).toMatchObject({
        event: 'message',
        data: { sender: 'human', content: 'Yes, Sam here.' },
      });
    } finally {
      live.close();
    }
  });

  it('without Last-Event-ID starts now: earlier replies are the history’s, not the stream’s', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    await owner.client.post(one(owner, chat, '/take-over'));
    await reply(owner, chat, 'Already in the history.');
    const live = await visitorStream(chat, 'not-a-message-id');
    try {
      expect(await live.next()).toMatchObject({ event: 'control', data: { manualControl: true } });
      await reply(owner, chat, 'New since the chat opened.');
      expect(await live.next()).toMatchObject({ event: 'message', data: { content: 'New since the chat opened.' } });
    } finally {
      live.close();
    }
  });
});
