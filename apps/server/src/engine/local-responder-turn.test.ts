import { LOCAL_RESPONDER_LABEL, LOCAL_RESPONDER_NO_MATCH } from '@agent-platform/core';
import { describe, expect, it } from 'vitest';
import { addQa, type Chat, parseEvents, useChatTestbed } from '../../test/chat-client.js';

const { ownerWithAgent, startChat, sendAsMember } = useChatTestbed();

const OPEN_THURSDAYS = { question: 'Are you open on Thursdays?', answer: 'Yes, we are open until 8pm on Thursdays.' };
// Another Q&A naming Thursdays, whose answer says nothing about opening.
const DELIVERIES = { question: 'Do you deliver on Thursdays?', answer: 'Our van leaves the shop every morning.' };

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

/** Asks in the test panel, where the answer carries its label. */
const ask = async (owner: Owner, chat: Chat, messageId: string, text: string) =>
  parseEvents((await sendAsMember(owner, chat, { messageId, text })).payload).at(-1)?.data as {
    text: string;
    label?: string;
  };

describe('the local responder (no language model configured)', () => {
  it("answers with the Q&A's answer sentence, matching stemmed words, never its question or the greeting", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    for (const qa of [OPEN_THURSDAYS, DELIVERIES]) {
      expect((await addQa(owner.client, owner.agentId, qa)).status).toBe('SUCCESS');
    }
    const chat = await startChat(owner.agentId);
    expect(chat.messages.map((message) => message.content)).toEqual(['Hi there! 👋 How can I help you today?']);

    // "thursday" is asked, "Thursdays" is written.
    const answer = await ask(owner, chat, 'm1', 'are you open thursday?');
    expect(answer.label).toBe(LOCAL_RESPONDER_LABEL);
    expect(answer.text).toBe(OPEN_THURSDAYS.answer);

    // "help" and "today" are only in the greeting, which is no source of answers.
    const unknown = await ask(owner, chat, 'm2', 'Can you help me today?');
    expect(unknown.text).toBe(LOCAL_RESPONDER_NO_MATCH);
  });
});
