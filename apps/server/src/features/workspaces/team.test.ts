import {
  INVITE_YOURSELF_MESSAGE,
  JOIN_PATH,
  JOIN_WITHOUT_SEATS_MESSAGE,
  REMOVE_YOURSELF_MESSAGE,
  SEATS_FULL_MESSAGE,
} from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, signUpWithWorkspace, TEST_ORIGIN, uniqueEmail } from '../../../test/app.js';
import { mailOutbox, workspaceInvitations, workspaces } from '../../platform/db/schema/index.js';
import {
  ALREADY_MEMBER_MESSAGE,
  invitationNotSentMessage,
  ONLY_OWNER_INVITES_ADMINS_MESSAGE,
} from './invite-member.js';
import { INVITATION_INVALID_MESSAGE } from './join-workspace.js';
import { ONLY_OWNER_REMOVES_ADMINS_MESSAGE, OWNER_UNREMOVABLE_MESSAGE } from './remove-member.js';
import {
  beyondRoleMessage,
  ONLY_OWNER_CHANGES_ROLES_MESSAGE,
  OWN_RIGHTS_MESSAGE,
  OWNER_UNCHANGEABLE_MESSAGE,
} from './update-member.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
type Client = Owner['client'];

const teamUrl = (uid: string, region = 'na') => `/api/${region}/workspaces/${uid}`;
const patch = (client: Client, url: string, payload: unknown) =>
  client.request({ method: 'PATCH', url, payload: payload as object });

/** The join link of the newest invitation mailed to `email`, as the invitee receives it. */
async function mailedLink(email: string): Promise<URL> {
  const [mail] = await app.regions
    .global()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no invitation link was mailed to ${email}`);
  return new URL(link);
}

/** The call the dashboard's join page makes with the link it was opened with. */
const join = (link: URL, email = link.searchParams.get('email')) =>
  app.inject({ method: 'POST', url: `/api${link.pathname}${link.search}`, payload: { email } });

/** A new account with a session, not yet in any workspace but its own. */
async function person() {
  return signUpWithWorkspace(app);
}

/** `who` invited to `owner`'s workspace, then joined through the mailed link. */
async function inviteAndJoin(owner: Owner, who: { email: string }, role: 'admin' | 'member' = 'member') {
  const invited = await owner.client.post(`${teamUrl(owner.workspace.uid, owner.workspace.region)}/invitations`, {
    email: who.email,
    role,
  });
  expect(invited.statusCode).toBe(201);
  const joined = await join(await mailedLink(who.email));
  expect(joined.statusCode).toBe(200);
}

/** Makes room for more members than the free plan's seats. */
async function seats(uid: string, workspaceSeats: number) {
  const [row] = await app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, uid));
  await app.regions
    .db('na')
    .update(workspaces)
    .set({ limits: { ...row!.limits, workspaceSeats } })
    .where(eq(workspaces.uid, uid));
}

describe('the team', () => {
  it('lists members with their rights, pending invitations and seats, to any member', async () => {
    const owner = await signUpWithWorkspace(app);
    const member = await person();
    await inviteAndJoin(owner, member);
    await seats(owner.workspace.uid, 3);
    const pending = uniqueEmail('pending');
    await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email: pending, role: 'admin' });

    const team = await member.client.get(`${teamUrl(owner.workspace.uid)}/team`);
    expect(team.statusCode).toBe(200);
    expect(team.json()).toMatchObject({
      members: [
        { email: owner.email, role: 'owner', permissions: null },
        { email: member.email, role: 'member', permissions: null },
      ],
      invitations: [{ email: pending, role: 'admin', invitedBy: owner.email }],
      seats: { cap: 3, used: 2 },
    });
    expect(Date.parse(team.json().members[1].joinedAt)).not.toBeNaN();
  });
});

describe('inviting', () => {
  it('mails a join link on the dashboard that joins the workspace with the role, once', async () => {
    const owner = await signUpWithWorkspace(app, 'eu');
    const invitee = await person();
    const invited = await owner.client.post(`${teamUrl(owner.workspace.uid, 'eu')}/invitations`, {
      email: invitee.email.toUpperCase(),
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: invitee.email, role: 'admin', invitedBy: owner.email });

    const link = await mailedLink(invitee.email);
    expect(link.origin).toBe(new URL(TEST_ORIGIN).origin);
    expect(link.pathname).toBe(JOIN_PATH(owner.workspace.uid));
    expect(link.searchParams.get('email')).toBe(invitee.email);
    // Only the hash of the link's secret is kept.
    const [stored] = await app.regions.db('eu').select().from(workspaceInvitations);
    expect(JSON.stringify(stored)).not.toContain(link.searchParams.get('secret'));

    const joined = await join(link);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({
      uid: owner.workspace.uid,
      region: 'eu',
      workspaceName: owner.workspace.workspaceName,
    });
    const me = (await invitee.client.get('/api/auth/me')).json();
    expect(me.workspaces).toContainEqual(expect.objectContaining({ uid: owner.workspace.uid, role: 'admin' }));
    const team = (await owner.client.get(`${teamUrl(owner.workspace.uid, 'eu')}/team`)).json();
    expect(team.invitations).toEqual([]);
    expect(team.seats.used).toBe(2);

    // The link is used up.
    const again = await join(link);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(INVITATION_INVALID_MESSAGE);
  });

  it('refuses a link with another secret or another email', async () => {
    const owner = await signUpWithWorkspace(app);
    const email = uniqueEmail('invitee');
    await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email });
    const link = await mailedLink(email);

    const forged = new URL(link);
    forged.searchParams.set('secret', 'x'.repeat(40));
    expect((await join(forged)).json().error.message).toBe(INVITATION_INVALID_MESSAGE);
    const otherEmail = await join(link, uniqueEmail('other'));
    expect(otherEmail.statusCode).toBe(404);
    const elsewhere = new URL(link);
    elsewhere.pathname = JOIN_PATH('nosuchworkspace1');
    expect((await join(elsewhere)).statusCode).toBe(404);
    // None of these used the link up.
    expect((await join(link)).statusCode).toBe(200);
  });

  it('inviting again sends a new link and the old one stops working', async () => {
    const owner = await signUpWithWorkspace(app);
    const email = uniqueEmail('invitee');
    await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email });
    const first = await mailedLink(email);
    await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email, role: 'member' });
    const second = await mailedLink(email);
    expect(second.searchParams.get('secret')).not.toBe(first.searchParams.get('secret'));
    expect((await owner.client.get(`${teamUrl(owner.workspace.uid)}/team`)).json().invitations).toHaveLength(1);
    expect((await join(first)).statusCode).toBe(404);
    expect((await join(second)).statusCode).toBe(200);
  });

  it('a withdrawn invitation no longer joins', async () => {
    const owner = await signUpWithWorkspace(app);
    const email = uniqueEmail('invitee');
    await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email });
    const withdrawn = await owner.client.delete(`${teamUrl(owner.workspace.uid)}/invitations/${email}`);
    expect(withdrawn.statusCode).toBe(204);
    expect((await join(await mailedLink(email))).statusCode).toBe(404);
    expect((await owner.client.delete(`${teamUrl(owner.workspace.uid)}/invitations/${email}`)).statusCode).toBe(404);
  });

  it("refuses yourself, a member, a bad email, an admin from an admin, and a member's invitation", async () => {
    const owner = await signUpWithWorkspace(app);
    await seats(owner.workspace.uid, 5);
    const admin = await person();
    const member = await person();
    await inviteAndJoin(owner, admin, 'admin');
    await inviteAndJoin(owner, member);
    const invite = (client: Client, body: unknown) => client.post(`${teamUrl(owner.workspace.uid)}/invitations`, body);

    const yourself = await invite(owner.client, { email: owner.email });
    expect(yourself.statusCode).toBe(400);
    expect(yourself.json().error).toMatchObject({ message: INVITE_YOURSELF_MESSAGE, field: 'email' });
    const already = await invite(owner.client, { email: member.email });
    expect(already.json().error).toMatchObject({ message: ALREADY_MEMBER_MESSAGE, field: 'email' });
    const badEmail = await invite(owner.client, { email: 'no-at-sign.example.com' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe('Please enter a valid email');
    const adminByAdmin = await invite(admin.client, { email: uniqueEmail('x'), role: 'admin' });
    expect(adminByAdmin.statusCode).toBe(403);
    expect(adminByAdmin.json().error.message).toBe(ONLY_OWNER_INVITES_ADMINS_MESSAGE);
    expect((await invite(admin.client, { email: uniqueEmail('x'), role: 'member' })).statusCode).toBe(201);
    expect((await invite(member.client, { email: uniqueEmail('x') })).statusCode).toBe(403);
  });

  it('is blocked when the members fill the seats, and joining checks the seats again', async () => {
    const owner = await signUpWithWorkspace(app);
    // Two seats on the free plan: the owner holds one, and a pending invitation holds none.
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email: first })).statusCode).toBe(
      201,
    );
    expect((await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email: second })).statusCode).toBe(
      201,
    );
    expect((await join(await mailedLink(first))).statusCode).toBe(200);

    const full = await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, {
      email: uniqueEmail('third'),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(SEATS_FULL_MESSAGE);
    const late = await join(await mailedLink(second));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(JOIN_WITHOUT_SEATS_MESSAGE);
    // The invitation stays, for when a seat frees up.
    const team = (await owner.client.get(`${teamUrl(owner.workspace.uid)}/team`)).json();
    expect(team.invitations.map((i: { email: string }) => i.email)).toEqual([second]);
    expect(team.seats).toEqual({ cap: 2, used: 2 });
  });

  it('two joins racing for the last seat: one gets it', async () => {
    const owner = await signUpWithWorkspace(app);
    const emails = [uniqueEmail('racer'), uniqueEmail('racer')];
    for (const email of emails) await owner.client.post(`${teamUrl(owner.workspace.uid)}/invitations`, { email });
    const links = await Promise.all(emails.map(mailedLink));
    const answers = await Promise.all(links.map((link) => join(link)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await owner.client.get(`${teamUrl(owner.workspace.uid)}/team`)).json().seats.used).toBe(2);
  });
});

describe('an invitation whose email cannot be sent', () => {
  let failing: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every email fails to go out.
    failing = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => failing.close());

  it('is not kept, and the answer says it could not be sent', async () => {
    const client = browser(failing);
    await client.post('/api/auth/signup', {
      name: 'Owner',
      email: uniqueEmail('owner'),
      password: 'correct horse battery',
    });
    const workspace = (await client.post('/api/onboarding', { region: 'na' })).json();
    const email = uniqueEmail('unreachable');
    const invited = await client.post(`/api/na/workspaces/${workspace.uid}/invitations`, { email });
    expect(invited.statusCode).toBe(503);
    expect(invited.json().error.message).toBe(invitationNotSentMessage(email));
    expect((await client.get(`/api/na/workspaces/${workspace.uid}/team`)).json().invitations).toEqual([]);
  });
});

describe("members' rights", () => {
  it('the owner changes a role and narrows permissions; it applies to the next request', async () => {
    const owner = await signUpWithWorkspace(app);
    const member = await person();
    await inviteAndJoin(owner, member);
    const agents = `${teamUrl(owner.workspace.uid)}/agents`;
    const memberUrl = `${teamUrl(owner.workspace.uid)}/members/${member.email}`;
    expect((await member.client.post(agents, { agentName: 'Allowed' })).statusCode).toBe(201);

    const narrowed = await patch(owner.client, memberUrl, { permissions: [] });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json()).toMatchObject({ email: member.email, role: 'member', permissions: [] });
    const refused = await member.client.post(agents, { agentName: 'Refused' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You do not have permission to change this workspace's agents.");
    // Reading stays open to every member.
    expect((await member.client.get(agents)).statusCode).toBe(200);

    const promoted = await patch(owner.client, memberUrl, { role: 'admin', permissions: null });
    expect(promoted.json()).toMatchObject({ role: 'admin', permissions: null });
    expect((await member.client.get(`${teamUrl(owner.workspace.uid)}/secret`)).statusCode).toBe(200);
    const demoted = await patch(owner.client, memberUrl, { role: 'member' });
    expect(demoted.json().role).toBe('member');
    expect((await member.client.get(`${teamUrl(owner.workspace.uid)}/secret`)).statusCode).toBe(403);
  });

  it("refuses the owner's row, one's own, a role change by an admin, and permissions beyond the role", async () => {
    const owner = await signUpWithWorkspace(app);
    await seats(owner.workspace.uid, 5);
    const admin = await person();
    const otherAdmin = await person();
    const member = await person();
    await inviteAndJoin(owner, admin, 'admin');
    await inviteAndJoin(owner, otherAdmin, 'admin');
    await inviteAndJoin(owner, member);
    const url = (email: string) => `${teamUrl(owner.workspace.uid)}/members/${email}`;
    const message = async (client: Client, email: string, body: unknown) => {
      const res = await patch(client, url(email), body);
      return `${res.statusCode} ${res.json().error?.message}`;
    };

    expect(await message(admin.client, owner.email, { permissions: [] })).toBe(`403 ${OWNER_UNCHANGEABLE_MESSAGE}`);
    expect(await message(owner.client, owner.email, { role: 'member' })).toBe(`403 ${OWNER_UNCHANGEABLE_MESSAGE}`);
    expect(await message(admin.client, admin.email, { permissions: [] })).toBe(`403 ${OWN_RIGHTS_MESSAGE}`);
    expect(await message(admin.client, member.email, { role: 'admin' })).toBe(
      `403 ${ONLY_OWNER_CHANGES_ROLES_MESSAGE}`,
    );
    expect(await message(admin.client, otherAdmin.email, { permissions: [] })).toMatch(/^403 Only the workspace owner/);
    expect(await message(owner.client, member.email, { permissions: ['billing.manage'] })).toBe(
      `400 ${beyondRoleMessage('member', 'billing.manage')}`,
    );
    expect(await message(member.client, member.email, { permissions: [] })).toMatch(/^403 /);
    // An admin narrows a member.
    const narrowed = await patch(admin.client, url(member.email), { permissions: ['conversations.manage'] });
    expect(narrowed.json().permissions).toEqual(['conversations.manage']);
    expect((await patch(owner.client, url('nobody@example.com'), { permissions: [] })).statusCode).toBe(404);
  });
});

describe('removing a member', () => {
  it('ends their access at once; nobody removes themselves or the owner, and only the owner an admin', async () => {
    const owner = await signUpWithWorkspace(app);
    await seats(owner.workspace.uid, 5);
    const admin = await person();
    const otherAdmin = await person();
    const member = await person();
    await inviteAndJoin(owner, admin, 'admin');
    await inviteAndJoin(owner, otherAdmin, 'admin');
    await inviteAndJoin(owner, member);
    const url = (email: string) => `${teamUrl(owner.workspace.uid)}/members/${email}`;

    const yourself = await admin.client.delete(url(admin.email));
    expect(yourself.statusCode).toBe(403);
    expect(yourself.json().error.message).toBe(REMOVE_YOURSELF_MESSAGE);
    expect((await owner.client.delete(url(owner.email))).json().error.message).toBe(REMOVE_YOURSELF_MESSAGE);
    expect((await admin.client.delete(url(owner.email))).json().error.message).toBe(OWNER_UNREMOVABLE_MESSAGE);
    expect((await admin.client.delete(url(otherAdmin.email))).json().error.message).toBe(
      ONLY_OWNER_REMOVES_ADMINS_MESSAGE,
    );
    expect((await member.client.delete(url(otherAdmin.email))).statusCode).toBe(403);

    // The member's access was checked (and kept for a while) before the removal.
    expect((await member.client.get(teamUrl(owner.workspace.uid))).statusCode).toBe(200);
    expect((await admin.client.delete(url(member.email))).statusCode).toBe(204);
    expect((await member.client.get(teamUrl(owner.workspace.uid))).statusCode).toBe(404);
    expect((await owner.client.delete(url(otherAdmin.email))).statusCode).toBe(204);
    const team = (await owner.client.get(`${teamUrl(owner.workspace.uid)}/team`)).json();
    expect(team.members.map((m: { email: string }) => m.email)).toEqual([owner.email, admin.email]);
    expect((await owner.client.delete(url(member.email))).statusCode).toBe(404);
  });
});
