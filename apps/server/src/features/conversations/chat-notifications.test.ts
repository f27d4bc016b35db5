import { NOTIFY_IF_MESSAGE, NOTIFY_THROUGH_MESSAGE, type NotificationSettings } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpWithWorkspace } from '../../../test/app.js';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';
import { notificationEmailsSent } from '../../../test/notification-emails.js';
import { mailOutbox, workspaceMembers } from '../../platform/db/schema/index.js';
import { SIGNED_IN_MEMBER_MESSAGE } from '../workspaces/signed-in-member.js';

// Jobs are asked for every half second, so the new-conversation emails go out within the test.
const { bed, ownerWithAgent, startChat, send } = useChatTestbed();

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
type Client = Owner['client'];

const settingsUrl = (uid: string) => `/api/na/workspaces/${uid}/members/me/notifications`;
const putSettings = (client: Client, uid: string, payload: unknown) =>
  client.request({ method: 'PUT', url: settingsUrl(uid), payload: payload as object });

/** Someone with an account of their own who also joins `owner`'s workspace as a member. */
async function addMember(owner: Owner, settings?: NotificationSettings) {
  const member = await signUpWithWorkspace(bed.app);
  // Invitations are not built yet: membership is written as an accepted invitation would write it.
  await bed.app.regions.db('na').insert(workspaceMembers).values({
    workspaceUid: owner.uid,
    email: member.email,
    role: 'member',
  });
  if (settings) expect((await putSettings(member.client, owner.uid, settings)).statusCode).toBe(200);
  return member;
}

const mailsTo = (email: string) => bed.app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, email));
const HANDOFF_SUBJECT = 'Helper: a visitor asks for a person';
const NEW_CONVERSATION_SUBJECT = 'Helper: a new conversation';
const aboutChat = (chat: Chat, subject: string) => async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject === subject && mail.text.includes(chat.conversationId));

/** Waits for the background job's email about `chat` to reach `email`. */
async function firstMailAbout(chat: Chat, email: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await aboutChat(chat, NEW_CONVERSATION_SUBJECT)(email);
    if (mails.length > 0) return mails;
    if (Date.now() > deadline) throw new Error(`no email about ${chat.conversationId} reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a member's notification settings", () => {
  it('are all/requestsOnly at first, are saved per member, and are refused in words when incomplete or unknown', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const member = await addMember(owner);
    expect((await owner.client.get(settingsUrl(owner.uid))).json()).toEqual({
      notifyThrough: 'all',
      notifyIf: 'requestsOnly',
    });

    const saved = await putSettings(member.client, owner.uid, { notifyThrough: 'email', notifyIf: 'all' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ notifyThrough: 'email', notifyIf: 'all' });
    expect((await member.client.get(settingsUrl(owner.uid))).json()).toEqual({
      notifyThrough: 'email',
      notifyIf: 'all',
    });
    // The owner's own stay as they were.
    expect((await owner.client.get(settingsUrl(owner.uid))).json()).toEqual({
      notifyThrough: 'all',
      notifyIf: 'requestsOnly',
    });

    const missing = await putSettings(owner.client, owner.uid, { notifyThrough: 'email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: NOTIFY_IF_MESSAGE,
      field: 'notifyIf',
    });
    const unknown = await putSettings(owner.client, owner.uid, { notifyThrough: 'pigeon', notifyIf: 'all' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(NOTIFY_THROUGH_MESSAGE);
    expect((await owner.client.get(settingsUrl(owner.uid))).json().notifyIf).toBe('requestsOnly');
  });

  it("are 404 for another workspace's, and a workspace secret speaks for no member", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const stranger = await signUpWithWorkspace(bed.app);
    expect((await stranger.client.get(settingsUrl(owner.uid))).statusCode).toBe(404);
    const put = await putSettings(stranger.client, owner.uid, { notifyThrough: 'none', notifyIf: 'none' });
    expect(put.statusCode).toBe(404);
    expect((await owner.client.get(settingsUrl(owner.uid))).json()).toEqual({
      notifyThrough: 'all',
      notifyIf: 'requestsOnly',
    });

    const { workspaceSecret } = (await owner.client.get(`/api/na/workspaces/${owner.uid}/secret`)).json();
    const bySecret = await bed.app.inject({
      url: settingsUrl(owner.uid),
      headers: { authorization: `Bearer ${workspaceSecret}` },
    });
    expect(bySecret.statusCode).toBe(401);
    expect(bySecret.json().error.message).toBe(SIGNED_IN_MEMBER_MESSAGE);
  });
});

describe('emails about chats follow each member’s settings', () => {
  it('a handoff request emails only the members whose settings ask for it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await owner.updateAgent({ enableHumanHandoff: true, handoffTimeout: 0 });
    const quiet = await addMember(owner, { notifyThrough: 'all', notifyIf: 'none' });
    const pushOnly = await addMember(owner, { notifyThrough: 'push', notifyIf: 'all' });
    const byEmail = await addMember(owner, { notifyThrough: 'email', notifyIf: 'requestsOnly' });
    const silenced = await addMember(owner, { notifyThrough: 'none', notifyIf: 'all' });

    const chat = await startChat(owner.agentId);
    const asked = await bed.app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${chat.conversationId}/handoff`,
      headers: { authorization: `Bearer ${chat.visitorToken}` },
    });
    expect(asked.statusCode).toBe(202);
    await notificationEmailsSent(bed.app);

    const handoffMails = aboutChat(chat, HANDOFF_SUBJECT);
    expect(await handoffMails(owner.email)).toHaveLength(1);
    const [mail] = await handoffMails(byEmail.email);
    expect(mail?.text).toContain(`/app/na/agents/${owner.agentId}/convos?conversation=${chat.conversationId}`);
    for (const member of [quiet, pushOnly, silenced]) expect(await mailsTo(member.email)).toEqual([]);
  });

  it("'all' also emails once when a new conversation's first message arrives, and not on the next ones", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    expect((await putSettings(owner.client, owner.uid, { notifyThrough: 'all', notifyIf: 'all' })).statusCode).toBe(
      200,
    );
    const requestsOnly = await addMember(owner);
    const byEmail = await addMember(owner, { notifyThrough: 'email', notifyIf: 'all' });

    const chat = await startChat(owner.agentId);
    // Opening the chat is not a conversation yet.
    expect(await mailsTo(owner.email)).toEqual([]);
    expect((await send(chat, { messageId: 'm1', text: 'Do you deliver on Sundays?' })).statusCode).toBe(200);
    const [first] = await firstMailAbout(chat, owner.email);
    expect(first?.text).toContain(`/app/na/agents/${owner.agentId}/convos?conversation=${chat.conversationId}`);
    await firstMailAbout(chat, byEmail.email);
    expect((await send(chat, { messageId: 'm2', text: 'And on holidays?' })).statusCode).toBe(200);

    // Jobs run in order: once a later conversation's email is out, any second one about the first would be too.
    const later = await startChat(owner.agentId);
    await send(later, { messageId: 'm1', text: 'Hello' });
    await firstMailAbout(later, owner.email);
    expect(await aboutChat(chat, NEW_CONVERSATION_SUBJECT)(owner.email)).toHaveLength(1);
    expect(await aboutChat(chat, NEW_CONVERSATION_SUBJECT)(byEmail.email)).toHaveLength(1);
    expect(await mailsTo(requestsOnly.email)).toEqual([]);
  });
});
