import { NOTIFICATIONS_PER_LEVEL } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { useChatTestbed } from '../../../test/chat-client.js';
import { openLiveStream } from '../../../test/live-stream.js';
import { notificationEmailsSent } from '../../../test/notification-emails.js';
import { mailOutbox, notifications } from '../../platform/db/schema/index.js';
import { type NewNotification, notify } from './index.js';
import { NOTIFICATIONS_KEPT_PER_LEVEL } from './notification-ids.js';

// Jobs are asked for every half second, so the emails go out within the test.
const { bed, ownerWithAgent, startChat } = useChatTestbed();
let base = '';
beforeAll(async () => {
  // Live streams never end, which an injected request would wait for: they need real HTTP.
  base = await bed.app.listen({ port: 0, host: '127.0.0.1' });
});

type Client = Awaited<ReturnType<typeof signUpWithWorkspace>>['client'];
const listUrl = (uid: string) => `/api/na/workspaces/${uid}/notifications`;
const listOf = async (client: Client, uid: string) => {
  const res = await client.get(listUrl(uid));
  expect(res.statusCode).toBe(200);
  return res.json().notifications as { id: string; title: string; level: number; seen: boolean }[];
};
const titlesOf = async (client: Client, uid: string) => (await listOf(client, uid)).map((n) => n.title);
const raise = (uid: string, notification: Partial<NewNotification> & { title: string }) =>
  notify(bed.app, 'na', uid, {
    source: 'handoffRequest',
    body: 'A visitor asks to talk to a person.',
    urlPathname: '/app/na/agents',
    ...notification,
  });
const mailsTo = (email: string) => bed.app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function workspaceWithTeam() {
  const owner = await signUpWithWorkspace(bed.app);
  const uid = owner.workspace.uid;
  const admin = await joinWorkspace(bed.app, uid, 'admin');
  const member = await joinWorkspace(bed.app, uid, 'member');
  return { owner, uid, admin, member };
}

describe('the bell’s list', () => {
  it('holds the newest 5 per level, newest first', async () => {
    const { owner, uid } = await workspaceWithTeam();
    for (let i = 1; i <= 7; i++) await raise(uid, { title: `Request ${i}` });
    for (let i = 1; i <= 6; i++) await raise(uid, { title: `Lead ${i}`, source: 'newLead' });

    const list = await listOf(owner.client, uid);
    expect(list.filter((n) => n.level === 2).map((n) => n.title)).toEqual([
      'Request 7',
      'Request 6',
      'Request 5',
      'Request 4',
      'Request 3',
    ]);
    expect(list.filter((n) => n.level === 1).map((n) => n.title)).toEqual([
      'Lead 6',
      'Lead 5',
      'Lead 4',
      'Lead 3',
      'Lead 2',
    ]);
    expect(list).toHaveLength(2 * NOTIFICATIONS_PER_LEVEL);
    expect(list[0]?.title).toBe('Lead 6');
    expect(list.every((n) => !n.seen)).toBe(true);
  });

  it('keeps only the newest of each level once a level is full, and the other level untouched', async () => {
    const { uid } = await workspaceWithTeam();
    await raise(uid, { title: 'Lead', source: 'newLead' });
    for (let i = 1; i <= NOTIFICATIONS_KEPT_PER_LEVEL + 3; i++) await raise(uid, { title: `Request ${i}` });

    const kept = await bed.app.regions
      .db('na')
      .select({ title: notifications.title, level: notifications.level })
      .from(notifications)
      .where(eq(notifications.workspaceUid, uid));
    const requests = kept.filter((n) => n.level === 2).map((n) => n.title);
    expect(requests).toHaveLength(NOTIFICATIONS_KEPT_PER_LEVEL);
    expect(requests).not.toContain('Request 3');
    expect(requests).toContain('Request 4');
    expect(kept.filter((n) => n.level === 1).map((n) => n.title)).toEqual(['Lead']);
  });

  it('shows a targeted notification only to the members or roles it names', async () => {
    const { owner, uid, admin, member } = await workspaceWithTeam();
    await raise(uid, { title: 'For everyone' });
    await raise(uid, { title: 'For the member', notifyOnly: [member.email] });
    await raise(uid, { title: 'For owners and admins', source: 'failedCharge', notifyRoles: ['owner', 'admin'] });

    expect(await titlesOf(owner.client, uid)).toEqual(['For owners and admins', 'For everyone']);
    expect(await titlesOf(admin.client, uid)).toEqual(['For owners and admins', 'For everyone']);
    expect(await titlesOf(member.client, uid)).toEqual(['For the member', 'For everyone']);
  });

  it('marks seen for the member who saw it only, and never what the member may not see', async () => {
    const { owner, uid, member } = await workspaceWithTeam();
    const shared = await raise(uid, { title: 'Shared' });
    const ownersOnly = await raise(uid, { title: 'Owners only', notifyRoles: ['owner'] });

    const marked = await member.client.post(`${listUrl(uid)}/seen`, { ids: [shared, ownersOnly] });
    expect(marked.statusCode).toBe(204);
    expect((await listOf(member.client, uid)).map((n) => [n.title, n.seen])).toEqual([['Shared', true]]);
    expect((await listOf(owner.client, uid)).map((n) => [n.title, n.seen])).toEqual([
      ['Owners only', false],
      ['Shared', false],
    ]);
  });

  it("never shows or marks another workspace's notifications", async () => {
    const a = await workspaceWithTeam();
    const b = await signUpWithWorkspace(bed.app);
    const secret = await raise(a.uid, { title: 'Only for A' });

    expect((await b.client.get(listUrl(a.uid))).statusCode).toBe(404);
    expect((await b.client.post(`${listUrl(a.uid)}/seen`, { ids: [secret] })).statusCode).toBe(404);
    // Through B's own workspace, A's id is passed over.
    expect((await b.client.post(`${listUrl(b.workspace.uid)}/seen`, { ids: [secret] })).statusCode).toBe(204);
    expect(await listOf(b.client, b.workspace.uid)).toEqual([]);
    expect((await listOf(a.owner.client, a.uid)).map((n) => [n.title, n.seen])).toEqual([['Only for A', false]]);
  });

  it('is for signed-in members: the workspace secret is refused', async () => {
    const { owner, uid } = await workspaceWithTeam();
    const { workspaceSecret } = (await owner.client.get(`/api/na/workspaces/${uid}/secret`)).json();
    const bySecret = await bed.app.inject({
      url: listUrl(uid),
      headers: { authorization: `Bearer ${workspaceSecret}` },
    });
    expect(bySecret.statusCode).toBe(401);
  });
});

describe('live', () => {
  it("tells a member's open bell when a notification comes, and not another workspace's", async () => {
    const { uid, member } = await workspaceWithTeam();
    const other = await signUpWithWorkspace(bed.app);
    const bell = await openLiveStream(`${base}${listUrl(uid)}/events`, { cookie: member.client.cookie as string });
    try {
      const next = bell.next();
      await raise(other.workspace.uid, { title: 'Elsewhere' });
      await raise(uid, { title: 'Here' });
      expect(await next).toEqual({ event: 'change', data: {} });
      // The only event came from this workspace's notification: the list reads it.
      expect(await titlesOf(member.client, uid)).toEqual(['Here']);
    } finally {
      bell.close();
    }
  });
});

describe('email', () => {
  it('goes to the members whose notifyThrough takes email, and only to those a targeted one names', async () => {
    const { owner, uid, admin, member } = await workspaceWithTeam();
    const settings = (client: Client, notifyThrough: string) =>
      client.request({
        method: 'PUT',
        url: `/api/na/workspaces/${uid}/members/me/notifications`,
        payload: { notifyThrough, notifyIf: 'none' },
      });
    expect((await settings(admin.client, 'push')).statusCode).toBe(200);
    expect((await settings(member.client, 'email')).statusCode).toBe(200);

    await raise(uid, {
      title: 'Helper: Telegram - Reconnect needed',
      source: 'channelHealth',
      urlPathname: '/app/na/agents/a1/channels',
    });
    await raise(uid, { title: 'Card declined', source: 'failedCharge', notifyRoles: ['owner'] });
    await notificationEmailsSent(bed.app);

    const ownerMails = await mailsTo(owner.email);
    expect(ownerMails.map((mail) => mail.subject).sort()).toEqual([
      'Card declined',
      'Helper: Telegram - Reconnect needed',
    ]);
    const health = ownerMails.find((mail) => mail.subject === 'Helper: Telegram - Reconnect needed');
    expect(health?.text).toContain('/app/na/agents/a1/channels');
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual(['Helper: Telegram - Reconnect needed']);
    expect(await mailsTo(admin.email)).toEqual([]);
  });
});

describe('sources', () => {
  it('a handoff request and a new lead notify the workspace, the lead once however often it is sent', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await owner.updateAgent({ enableHumanHandoff: true, handoffTimeout: 0 });
    const chat = await startChat(owner.agentId);
    const auth = { authorization: `Bearer ${chat.visitorToken}` };
    const lead = (payload: object) =>
      bed.app.inject({
        method: 'POST',
        url: `/api/na/public/conversations/${chat.conversationId}/leads`,
        headers: auth,
        payload,
      });
    expect((await lead({ email: 'ada@example.com' })).statusCode).toBe(201);
    expect((await lead({ name: 'Ada' })).statusCode).toBe(201);
    const handoff = await bed.app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${chat.conversationId}/handoff`,
      headers: auth,
    });
    expect(handoff.statusCode).toBe(202);

    const list = (await owner.client.get(listUrl(owner.uid))).json().notifications;
    expect(list).toMatchObject([
      {
        level: 2,
        source: 'handoffRequest',
        title: 'Helper: a visitor asks for a person',
        urlPathname: `/app/na/agents/${owner.agentId}/convos?conversation=${chat.conversationId}`,
      },
      { level: 1, source: 'newLead', title: 'New lead: ada@example.com' },
    ]);
    expect(list).toHaveLength(2);
  });
});
