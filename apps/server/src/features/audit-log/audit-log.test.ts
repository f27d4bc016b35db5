import type { AuditEntry } from '@agent-platform/core';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, joinWorkspace, signUpWithWorkspace, uniqueEmail } from '../../../test/app.js';
import { mailOutbox } from '../../platform/db/schema/index.js';
import { auditLog } from './schema.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';
const logUrl = (owner: Owner, query = '') =>
  `/api/${owner.workspace.region}/workspaces/${owner.workspace.uid}/audit-log${query}`;

async function entries(owner: Owner, query = ''): Promise<AuditEntry[]> {
  const res = await owner.client.get(logUrl(owner, query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries;
}

async function logIn(email: string, password: string, address: string) {
  return browser(app, address).request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': BROWSER },
  });
}

describe('sign-ins in the audit log', () => {
  it("records a sign-in and a wrong password in the account's own workspace, with address and browser", async () => {
    const owner = await signUpWithWorkspace(app, 'eu');
    expect((await logIn(owner.email, 'not the password', '10.41.0.1')).statusCode).toBe(401);
    expect((await logIn(owner.email, owner.password, '10.41.0.2')).statusCode).toBe(200);

    const [signedIn, failed] = await entries(owner);
    expect(signedIn).toMatchObject({
      action: 'auth.signedIn',
      actor: { kind: 'user', id: owner.email },
      ip: '10.41.0.2',
      userAgent: BROWSER,
      detail: { method: 'password' },
    });
    expect(failed).toMatchObject({
      action: 'auth.signInFailed',
      actor: { kind: 'user', id: owner.email },
      ip: '10.41.0.1',
    });
    // The log is in the workspace's own region.
    const [inEu] = await app.regions
      .db('eu')
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.workspaceUid, owner.workspace.uid));
    expect(inEu?.n).toBe(2);
  });

  it('writes nothing for an email no account has', async () => {
    const total = async () =>
      (await app.regions.askEveryRegion(async (db) => (await db.select({ n: count() }).from(auditLog))[0]?.n ?? 0))
        .map((r) => r.value)
        .reduce((a, b) => a + b, 0);
    const before = await total();
    expect((await logIn(uniqueEmail('nobody'), 'whatever it is', '10.41.0.3')).statusCode).toBe(401);
    expect(await total()).toBe(before);
  });

  it('records a password reset asked for and done', async () => {
    const owner = await signUpWithWorkspace(app);
    await browser(app, '10.41.0.4').post('/api/auth/password/forgot', { email: owner.email });
    const [mail] = await app.regions
      .global()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, owner.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.text.match(/reset-password\?token=(\S+)/)?.[1] as string;
    // A reset signs out every other session: the log is read in the one it starts.
    const client = browser(app, '10.41.0.5');
    const reset = await client.post('/api/auth/password/reset', { token, password: 'a new password!' });
    expect(reset.statusCode).toBe(200);
    const log = await entries({ ...owner, client });
    expect(log.map((e) => [e.action, e.ip])).toEqual([
      ['auth.passwordReset', '10.41.0.5'],
      ['auth.passwordResetRequested', '10.41.0.4'],
    ]);
    expect(JSON.stringify(log)).not.toContain(token);
  });
});

describe('the team, credentials, secrets and domains in the audit log', () => {
  it('records members invited, changed and removed, by whom', async () => {
    const owner = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${owner.workspace.uid}`;
    const invitee = uniqueEmail('invitee');
    expect((await owner.client.post(`${base}/invitations`, { email: invitee, role: 'member' })).statusCode).toBe(201);
    expect((await owner.client.delete(`${base}/invitations/${invitee}`)).statusCode).toBe(204);
    const member = await joinWorkspace(app, owner.workspace.uid, 'member');
    const changed = await owner.client.request({
      method: 'PATCH',
      url: `${base}/members/${member.email}`,
      payload: { role: 'admin' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await owner.client.delete(`${base}/members/${member.email}`)).statusCode).toBe(204);

    const log = await entries(owner);
    expect(log.map((e) => [e.action, e.target, e.detail])).toEqual([
      ['members.removed', member.email, { role: 'admin' }],
      ['members.roleChanged', member.email, { from: 'member', to: 'admin' }],
      ['members.invitationRevoked', invitee, { role: 'member' }],
      ['members.invited', invitee, { role: 'member' }],
    ]);
    for (const entry of log) expect(entry.actor).toEqual({ kind: 'member', id: owner.email });
  });

  it('records credentials added, changed and removed without their keys', async () => {
    const owner = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${owner.workspace.uid}`;
    const key = 'sk-audit-never-logged-0001';
    const created = await owner.client.post(`${base}/llm-credentials`, {
      provider: 'openai',
      label: 'Main',
      apiKey: key,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await owner.client.request({
      method: 'PATCH',
      url: `${base}/llm-credentials/${id}`,
      payload: { apiKey: 'sk-audit-never-logged-0002' },
    });
    expect((await owner.client.delete(`${base}/llm-credentials/${id}`)).statusCode).toBe(204);
    const twilio = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-token-never-logged' };
    expect((await owner.client.put(`${base}/twilio-credentials`, twilio)).statusCode).toBe(200);

    const res = await owner.client.get(logUrl(owner));
    expect(res.body).not.toContain('never-logged');
    expect(res.json().entries.map((e: AuditEntry) => [e.action, e.target])).toEqual([
      ['credentials.added', 'Twilio'],
      ['credentials.removed', 'Main'],
      ['credentials.changed', 'Main'],
      ['credentials.added', 'Main'],
    ]);
  });

  it('records the agency admin secret made again and the admin link used', async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/agency/admin-secret/regenerate`;
    const secret = (await owner.client.post(url)).json().secret as string;
    expect(secret).toMatch(/\S{25}/);
    const used = await browser(app, '10.41.0.9').post('/api/agency-admin/sign-in', { secret });
    expect(used.statusCode).toBe(200);

    const [link, regenerated] = await entries(owner);
    expect(link).toMatchObject({
      action: 'agency.adminLinkUsed',
      actor: { kind: 'user', id: owner.email },
      ip: '10.41.0.9',
    });
    expect(regenerated).toMatchObject({ action: 'secrets.regenerated', detail: { secret: 'agency admin link' } });
    expect(JSON.stringify([link, regenerated])).not.toContain(secret);
  });

  it('records a subdomain added and verified, and removed', async () => {
    const owner = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${owner.workspace.uid}/agency/domains`;
    const subdomain = `audit-${owner.workspace.uid.slice(0, 8).toLowerCase()}`;
    const saved = await owner.client.put(`${base}/subdomain`, { subdomain });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.client.delete(`${base}/subdomain`)).statusCode).toBe(204);
    const domain = saved.json().domain;
    expect((await entries(owner)).map((e) => [e.action, e.target])).toEqual([
      ['domains.removed', domain],
      ['domains.verified', domain],
      ['domains.added', domain],
    ]);
  });
});

describe('billing in the audit log', () => {
  it('records the payment method changed and the subscription started and cancelled', async () => {
    const owner = await signUpWithWorkspace(app);
    const billing = `/api/na/workspaces/${owner.workspace.uid}/billing`;
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    const made = await owner.client.post(`${billing}/sandbox/payment-methods`, card);
    const saved = await owner.client.put(`${billing}/payment-method`, { paymentMethodId: made.json().paymentMethodId });
    expect(saved.statusCode, saved.body).toBe(200);
    const subscribed = await owner.client.post(`${billing}/subscription`, { planId: 'pay_as_you_go_monthly' });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const cancelled = await owner.client.post(`${billing}/subscription/cancel`, { reason: 'Too expensive' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const log = await entries(owner);
    expect(log.map((e) => e.action)).toEqual([
      'billing.subscriptionChanged',
      'billing.subscriptionChanged',
      'billing.paymentMethodChanged',
    ]);
    expect(log[0]).toMatchObject({ detail: { plan: 'pay_as_you_go_monthly', cancelAtPeriodEnd: true } });
    expect(log[1]).toMatchObject({ detail: { plan: 'pay_as_you_go_monthly', status: 'active', previousPlan: null } });
    expect(log[2]).toMatchObject({
      actor: { kind: 'member', id: owner.email },
      detail: { brand: 'visa', last4: '4242' },
    });
  });
});

describe('reading the audit log', () => {
  it('is for the owner alone: not admins, members or the workspace secret', async () => {
    const owner = await signUpWithWorkspace(app);
    const admin = await joinWorkspace(app, owner.workspace.uid, 'admin');
    const member = await joinWorkspace(app, owner.workspace.uid, 'member');
    expect((await admin.client.get(logUrl(owner))).statusCode).toBe(403);
    expect((await member.client.get(logUrl(owner))).statusCode).toBe(403);
    const secret = (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/secret`)).json().workspaceSecret;
    const withSecret = await app.inject({
      method: 'GET',
      url: logUrl(owner),
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(withSecret.statusCode).toBe(401);
  });

  it('pages newest first with a cursor, and filters by action', async () => {
    const owner = await signUpWithWorkspace(app);
    for (let i = 0; i < 3; i++) expect((await logIn(owner.email, owner.password, `10.42.0.${i}`)).statusCode).toBe(200);
    expect((await logIn(owner.email, 'wrong password', '10.42.0.9')).statusCode).toBe(401);

    const first = (await owner.client.get(logUrl(owner, '?limit=2'))).json();
    expect(first.entries.map((e: AuditEntry) => e.ip)).toEqual(['10.42.0.9', '10.42.0.2']);
    const second = (await owner.client.get(logUrl(owner, `?limit=2&cursor=${first.nextCursor}`))).json();
    expect(second.entries.map((e: AuditEntry) => e.ip)).toEqual(['10.42.0.1', '10.42.0.0']);
    expect(second.nextCursor).toBeNull();

    const failed = await entries(owner, '?action=auth.signInFailed');
    expect(failed.map((e) => e.ip)).toEqual(['10.42.0.9']);
    expect((await owner.client.get(logUrl(owner, '?action=unknown'))).statusCode).toBe(400);
  });
});
