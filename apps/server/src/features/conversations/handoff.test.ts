import { HANDOFF_TIMEOUT_MESSAGE } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Chat, parseEvents, useChatTestbed } from '../../../test/chat-client.js';
import { openLiveStream } from '../../../test/live-stream.js';
import { notificationEmailsSent } from '../../../test/notification-emails.js';
import { mailOutbox } from '../../platform/db/schema/index.js';
import { HANDOFF_UNAVAILABLE_MESSAGE } from './request-handoff.js';

// Jobs are asked for every half second, so a one-second handoff timeout ends within the test.
const { bed, ownerWithAgent, startChat, send } = useChatTestbed();
let base = '';
beforeAll(async () => {
  base = await bed.app.listen({ port: 0, host: '127.0.0.1' });
});

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
const askForAPerson = (chat: Chat) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/handoff`,
    headers: { authorization: `Bearer ${chat.visitorToken}` },
  });
const stateOf = async (owner: Owner, chat: Chat) =>
  (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}`)).json().conversation
    .state;
const mailsTo = (email: string) => bed.app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, email));
const visitorStream = (chat: Chat) =>
  openLiveStream(`${base}/api/na/public/conversations/${chat.conversationId}/events`, {
    authorization: `Bearer ${chat.visitorToken}`,
  });

describe('handoff to a person', () => {
  it('is refused in words when the agent has no human handoff', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const res = await askForAPerson(await startChat(owner.agentId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(HANDOFF_UNAVAILABLE_MESSAGE);
  });

  it('waits for a member, tells the members once by email, and ends when a member takes over', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await owner.updateAgent({ enableHumanHandoff: true, handoffTimeout: 0 });
    const chat = await startChat(owner.agentId);
    const live = await visitorStream(chat);
    try {
      expect((await askForAPerson(chat)).statusCode).toBe(202);
      expect(await live.next()).toEqual({
        event: 'control',
        data: { type: 'control', manualControl: false, handoffRequested: true },
      });
      expect(await stateOf(owner, chat)).toBe('handoff');
      expect((await askForAPerson(chat)).statusCode).toBe(202);
      await notificationEmailsSent(bed.app);
      const mails = await mailsTo(owner.email);
      expect(mails.filter((mail) => mail.subject === 'Helper: a visitor asks for a person')).toHaveLength(1);
      expect(mails.at(-1)?.text).toContain(`/app/na/agents/${owner.agentId}/convos`);

      await owner.client.post(`/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}/take-over`);
      expect(await live.next()).toEqual({
        event: 'control',
        data: { type: 'control', manualControl: true, handoffRequested: false },
      });
      expect(await stateOf(owner, chat)).toBe('human');
    } finally {
      live.close();
    }
  });

  it('with no member in time, the AI carries on and tells the visitor', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await owner.updateAgent({ enableHumanHandoff: true, handoffTimeout: 1 });
    const chat = await startChat(owner.agentId);
    const live = await visitorStream(chat);
    try {
      await askForAPerson(chat);
      expect((await live.next()).data).toMatchObject({ handoffRequested: true });
      const note = await live.next();
      expect(note).toMatchObject({ event: 'message', data: { role: 'assistant', content: HANDOFF_TIMEOUT_MESSAGE } });
      expect(await live.next()).toEqual({
        event: 'control',
        data: { type: 'control', manualControl: false, handoffRequested: false },
      });
      expect(await stateOf(owner, chat)).toBe('ai');
    } finally {
      live.close();
    }
  });

  it("with the 'intent' button type, asking in words asks for a person, and other messages get answers", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await owner.updateAgent({ enableHumanHandoff: true, handoffButtonType: 'intent', handoffTimeout: 0 });
    const chat = await startChat(owner.agentId);
    const done = async (text: string, messageId: string) =>
      parseEvents((await send(chat, { messageId, text })).payload).find((event) => event.event === 'done')?.data;
    expect(await done('What do you sell?', 'm1')).toMatchObject({ responder: 'local' });
    expect(await stateOf(owner, chat)).toBe('ai');
    expect(await done('Can I talk to a human please?', 'm2')).toMatchObject({ responder: 'human', text: '' });
    expect(await stateOf(owner, chat)).toBe('handoff');
  });

  it("the 'hidden' button type offers no handoff to visitors", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await owner.updateAgent({ enableHumanHandoff: true, handoffButtonType: 'hidden' });
    expect((await askForAPerson(await startChat(owner.agentId))).statusCode).toBe(409);
    const widget = await bed.app.inject({ url: `/api/na/public/agents/${owner.agentId}` });
    expect(widget.json().data.handoff).toMatchObject({ buttonType: 'hidden', title: 'Talk to a human' });
  });
});
