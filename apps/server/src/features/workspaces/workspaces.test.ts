import { FREE_PLAN_LIMITS, STARTING_CREDITS } from '@agent-platform/core';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, signUpWithWorkspace, uniqueEmail } from '../../../test/app.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ID = /^[A-Za-z0-9]+$/;

describe('personal workspace on first sign-in', () => {
  it('is created in the chosen region with the free plan, starting credits and the owner as member', async () => {
    const { client, email, workspace } = await signUpWithWorkspace(app, 'eu');
    expect(workspace.uid).toHaveLength(15);
    expect(workspace.uid).toMatch(ID);
    expect(workspace).toMatchObject({
      region: 'eu',
      workspaceEmails: [email],
      loadTokens: STARTING_CREDITS,
      limits: FREE_PLAN_LIMITS,
      role: 'owner',
      hasSubscription: false,
    });
    expect(FREE_PLAN_LIMITS).toEqual({
      maxAgents: 2,
      maxConcurrentCalls: 10,
      maxClients: 2,
      workspaceSeats: 2,
      twilioPhoneNumberSlots: 0,
    });
    expect(workspace.workspaceName).toMatch(/^Personal/);
    expect(Date.parse(workspace.joinedAt)).not.toBeNaN();
    expect(JSON.stringify(workspace)).not.toMatch(/secret/i);

    // It lives only in the chosen region's database.
    const inEu = await app.regions.db('eu').select().from(workspaces).where(eq(workspaces.uid, workspace.uid));
    const inNa = await app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, workspace.uid));
    expect(inEu).toHaveLength(1);
    expect(inNa).toHaveLength(0);

    const me = (await client.get('/api/auth/me')).json();
    expect(me.workspaces.map((w: { uid: string; region: string }) => [w.uid, w.region])).toEqual([
      [workspace.uid, 'eu'],
    ]);
  });

  it('hands out a 20-character workspace secret to members only', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    const res = await client.get(`/api/na/workspaces/${workspace.uid}/secret`);
    expect(res.statusCode).toBe(200);
    expect(res.json().workspaceSecret).toHaveLength(20);
    expect(res.json().workspaceSecret).toMatch(ID);
  });

  it('is created once even when onboarding is sent again, in either region', async () => {
    const { client, workspace } = await signUpWithWorkspace(app, 'na');
    const again = await client.post('/api/onboarding', { region: 'eu' });
    expect(again.statusCode).toBe(201);
    expect(again.json().uid).toBe(workspace.uid);
    expect(again.json().region).toBe('na');
    const [ledger] = await app.regions
      .db('na')
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.workspaceUid, workspace.uid));
    expect(ledger?.n).toBe(1);
  });

  it('refuses an unknown region with the product message', async () => {
    const client = browser(app);
    await client.post('/api/auth/signup', { name: 'Ada', email: uniqueEmail(), password: 'correct horse battery' });
    const res = await client.post('/api/onboarding', { region: 'mars' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in account', async () => {
    const res = await browser(app).post('/api/onboarding', { region: 'na' });
    expect(res.statusCode).toBe(401);
  });
});

describe('workspace save', () => {
  it('renames the workspace and requires a name', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    const empty = await client.post(`/api/na/workspaces/${workspace.uid}`, { workspaceName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch('Please enter a workspace name.');
    const saved = await client.post(`/api/na/workspaces/${workspace.uid}`, { workspaceName: 'Acme Support' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().workspaceName).toBe('Acme Support');
  });
});

describe('other tenants', () => {
  it("keeps user B's workspace out of user A's reach: reading and changing it are 404", async () => {
    const a = await signUpWithWorkspace(app);
    const b = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${b.workspace.uid}`;
    for (const res of [
      await a.client.get(base),
      await a.client.get(`${base}/secret`),
      await a.client.get(`${base}/agents`),
      await a.client.post(base, { workspaceName: 'Taken over' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Workspace not found.' } });
    }
    const own = await b.client.get(base);
    expect(own.json().workspaceName).toMatch(/^Personal/);
  });

  it('answers 404 for a workspace asked for in the wrong region', async () => {
    const { client, workspace } = await signUpWithWorkspace(app, 'na');
    expect((await client.get(`/api/eu/workspaces/${workspace.uid}`)).statusCode).toBe(404);
  });
});

describe('bearer workspace secret', () => {
  it('authorises its own workspace and nothing else', async () => {
    const a = await signUpWithWorkspace(app);
    const b = await signUpWithWorkspace(app);
    const secret = (await a.client.get(`/api/na/workspaces/${a.workspace.uid}/secret`)).json().workspaceSecret;
    const bearer = { authorization: `Bearer ${secret}` };

    const own = await app.inject({ url: `/api/na/workspaces/${a.workspace.uid}/agents`, headers: bearer });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ agents: [] });
    // A bearer call is not a cookie call: no Origin is needed to change the workspace.
    const rename = await app.inject({
      method: 'POST',
      url: `/api/na/workspaces/${a.workspace.uid}`,
      headers: bearer,
      payload: { workspaceName: 'Renamed by API' },
    });
    expect(rename.statusCode).toBe(200);

    const other = await app.inject({ url: `/api/na/workspaces/${b.workspace.uid}`, headers: bearer });
    expect(other.statusCode).toBe(404);
    const wrong = await app.inject({
      url: `/api/na/workspaces/${a.workspace.uid}`,
      headers: { authorization: 'Bearer notTheSecret12345678' },
    });
    expect(wrong.statusCode).toBe(404);
  });
});
