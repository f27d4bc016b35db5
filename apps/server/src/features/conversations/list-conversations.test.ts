import { describe, expect, it } from 'vitest';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';

const { ownerWithAgent, startChat, send } = useChatTestbed();

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
const previews = async (owner: Owner) =>
  (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations`))
    .json()
    .conversations.map((c: { id: string; preview: string | null }) => [c.id, c.preview]);
const one = (owner: Owner, chat: Chat, action: string) =>
  `/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}${action}`;

describe('The Chats list preview', () => {
  it("shows the visitor's last message, not the AI's reply to it", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const answered = await send(chat, { messageId: 'm1', text: 'Do you deliver on Sundays?' });
    expect(answered.statusCode).toBe(200);
    const transcript = (await owner.client.get(one(owner, chat, ''))).json();
    // The AI's reply is the latest message, and still the visitor's words are the preview.
    expect(transcript.messages.at(-1)).toMatchObject({ role: 'assistant', sender: 'ai' });

    expect(await previews(owner)).toEqual([[chat.conversationId, 'Do you deliver on Sundays?']]);

    await send(chat, { messageId: 'm2', text: 'And on holidays?' });
    expect(await previews(owner)).toEqual([[chat.conversationId, 'And on holidays?']]);
  });

  it("falls back to the latest message until the visitor has written, and keeps each workspace's own", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    await owner.client.post(one(owner, chat, '/take-over'));
    const reply = await owner.client.post(one(owner, chat, '/replies'), { text: 'Hello, how can I help?' });
    expect(reply.statusCode).toBe(201);
    expect(await previews(owner)).toEqual([[chat.conversationId, 'Hello, how can I help?']]);

    await send(chat, { messageId: 'm1', text: 'Is my order on its way?' });
    await owner.client.post(one(owner, chat, '/replies'), { text: 'Yes, it ships today.' });
    expect(await previews(owner)).toEqual([[chat.conversationId, 'Is my order on its way?']]);

    // Another workspace's visitor writing changes nothing here.
    const other = await ownerWithAgent({ withModel: false });
    const theirs = await startChat(other.agentId);
    await send(theirs, { messageId: 'm1', text: 'Somebody else entirely' });
    expect(await previews(owner)).toEqual([[chat.conversationId, 'Is my order on its way?']]);
    expect(await previews(other)).toEqual([[theirs.conversationId, 'Somebody else entirely']]);
  });
});
