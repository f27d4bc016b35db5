import {
  CLIENT_LOGIN_AGAIN_MESSAGE,
  CLIENT_NOT_AN_AGENCY_HOST_MESSAGE,
  CLIENT_PASSWORD_LOGIN_DISABLED_MESSAGE,
  CLIENT_SIGN_IN_FAILED_MESSAGE,
  FREE_PLAN_LIMITS,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, clientBrowser, signedInClient } from '../../../test/agency-clients.js';
import { createTestApp } from '../../../test/app.js';
import { CLIENT_SESSION_COOKIE } from '../../platform/auth/client-session.js';
import { agents, workspaces } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const errorOf = (res: { json(): { error: { message: string } } }) => res.json().error.message;

describe("an agency's sign-in screen", () => {
  it("tells the screen whether signup and password sign-in show, and the support address, on the agency's host only", async () => {
    const agency = await agencyWithHost(app);
    const visitor = clientBrowser(app, agency.host);
    expect((await visitor.get('/api/client-auth/entry')).json()).toEqual({
      enableClientSignup: false,
      disablePasswordLogin: false,
      supportEmail: '',
    });
    await agency.client.request({
      method: 'PATCH',
      url: agency.base,
      payload: {
        supportEmail: 'help@acme.example',
        settings: { enableClientSignup: true, disablePasswordLogin: true },
      },
    });
    expect((await visitor.get('/api/client-auth/entry')).json()).toEqual({
      enableClientSignup: true,
      disablePasswordLogin: true,
      supportEmail: 'help@acme.example',
    });
    const elsewhere = await clientBrowser(app, 'localhost:80').get('/api/client-auth/entry');
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere)).toBe(CLIENT_NOT_AN_AGENCY_HOST_MESSAGE);
  });
});

describe('client sign-in with the dashboard password', () => {
  it('signs in for 30 days with a host-only cookie and answers the session with the organisation and its users', async () => {
    const agency = await agencyWithHost(app);
    const ann = await addClient(agency, { name: 'Ann', isOrgAdmin: true });
    const bob = await addClient(agency, { name: 'Bob' }, ann.orgId);
    const browser = clientBrowser(app, agency.host);
    const res = await browser.post('/api/client-auth/sign-in', {
      email: ` ${ann.email.toUpperCase()} `,
      password: ann.dashboardPassword,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === CLIENT_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', maxAge: 30 * 24 * 60 * 60, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    const session = res.json();
    expect(session).toMatchObject({
      client: { id: ann.id, name: 'Ann', email: ann.email, isOrgAdmin: true, squarePhotoURL: null },
      org: { id: ann.orgId, name: 'Client Org' },
      region: 'na',
      workspaceUid: agency.workspace.uid,
      supportEmail: '',
      feedbackEnabled: false,
    });
    expect(session.org.users).toEqual([
      { id: ann.id, name: 'Ann', squarePhotoURL: null },
      { id: bob.id, name: 'Bob', squarePhotoURL: null },
    ]);
    expect(JSON.stringify(session)).not.toContain(ann.dashboardPassword);
    expect(JSON.stringify(session)).not.toMatch(/hash|argon|dashboardPassword/i);

    const again = await browser.get('/api/client-auth/session');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(session);
  });

  it("refuses a wrong password, an unknown email and another agency's client alike", async () => {
    const agency = await agencyWithHost(app);
    const other = await agencyWithHost(app);
    const client = await addClient(agency);
    const stranger = await addClient(other);
    const browser = clientBrowser(app, agency.host);
    for (const body of [
      { email: client.email, password: `${client.dashboardPassword}x` },
      { email: 'nobody@example.com', password: client.dashboardPassword },
      { email: stranger.email, password: stranger.dashboardPassword },
    ]) {
      const res = await browser.post('/api/client-auth/sign-in', body);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toBe(CLIENT_SIGN_IN_FAILED_MESSAGE);
    }
    expect(browser.cookie).toBeUndefined();
    const missing = await browser.post('/api/client-auth/sign-in', { email: client.email, password: '' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe('Please enter your email and password.');
  });

  it("is not offered off an agency's host", async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const res = await clientBrowser(app, 'localhost:80').post('/api/client-auth/sign-in', {
      email: client.email,
      password: client.dashboardPassword,
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe(CLIENT_NOT_AN_AGENCY_HOST_MESSAGE);
  });

  it('is refused when the agency turned password sign-in off', async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    await agency.client.request({
      method: 'PATCH',
      url: agency.base,
      payload: { settings: { disablePasswordLogin: true } },
    });
    const res = await clientBrowser(app, agency.host).post('/api/client-auth/sign-in', {
      email: client.email,
      password: client.dashboardPassword,
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(CLIENT_PASSWORD_LOGIN_DISABLED_MESSAGE);
  });

  it('limits failed attempts per address like the owners’ sign-in', async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const browser = clientBrowser(app, agency.host);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await browser.post('/api/client-auth/sign-in', { email: client.email, password: 'wrong' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the client session', () => {
  it("ends with 'Please login again.' once the owner regenerates the dashboard password", async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const browser = await signedInClient(app, agency, client);
    const regenerated = await agency.client.post(`${agency.base}/clients/${client.id}/password`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const res = await browser.get('/api/client-auth/session');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe(CLIENT_LOGIN_AGAIN_MESSAGE);
    const newPassword = regenerated.json().dashboardPassword;
    expect(
      (
        await signedInClient(app, agency, { email: client.email, dashboardPassword: newPassword }).then((b) =>
          b.get('/api/client-auth/session'),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("is refused on another agency's host, even with the cookie copied there", async () => {
    const a = await agencyWithHost(app);
    const b = await agencyWithHost(app);
    const browser = await signedInClient(app, a, await addClient(a));
    const copied = clientBrowser(app, b.host);
    copied.cookie = browser.cookie;
    for (const url of ['/api/client-auth/session', '/api/client/agents']) {
      expect((await copied.get(url)).statusCode).toBe(401);
    }
    expect((await copied.post('/api/client/status', { status: 'online' })).statusCode).toBe(401);
  });

  it('signs out: the cookie is cleared and the session is over; signing out again still answers', async () => {
    const agency = await agencyWithHost(app);
    const browser = await signedInClient(app, agency, await addClient(agency));
    const stolen = browser.cookie;
    const out = await browser.post('/api/client-auth/sign-out');
    expect(out.statusCode).toBe(204);
    expect(browser.cookie).toBeUndefined();
    const replay = clientBrowser(app, agency.host);
    replay.cookie = stolen;
    expect((await replay.get('/api/client-auth/session')).statusCode).toBe(401);
    expect((await replay.post('/api/client-auth/sign-out')).statusCode).toBe(204);
  });

  it("answers the organisation's message on client calls when it turned client access off, while the session still loads", async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const browser = await signedInClient(app, agency, client);
    await agency.client.request({
      method: 'PATCH',
      url: `${agency.base}/orgs/${client.orgId}`,
      payload: {
        settings: { disableClientAccess: true, disableClientAccessMessage: 'Paused until the invoice is paid.' },
      },
    });
    const agents = await browser.get('/api/client/agents');
    expect(agents.statusCode).toBe(403);
    expect(errorOf(agents)).toBe('Paused until the invoice is paid.');
    expect((await browser.post('/api/client/status', { status: 'online' })).statusCode).toBe(403);
    const session = await browser.get('/api/client-auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().org.settings).toMatchObject({
      disableClientAccess: true,
      disableClientAccessMessage: 'Paused until the invoice is paid.',
    });
  });

  it("refuses a state change carrying the client's cookie from another page (no Origin of its host)", async () => {
    const agency = await agencyWithHost(app);
    const browser = await signedInClient(app, agency, await addClient(agency));
    const status = { method: 'POST' as const, url: '/api/client/status', payload: { status: 'online' } };
    const foreign = await browser.request({ ...status, headers: { origin: 'https://elsewhere.example' } });
    expect(foreign.statusCode).toBe(403);
    const bare = await app.inject({ ...status, headers: { host: agency.host, cookie: browser.cookie ?? '' } });
    expect(bare.statusCode).toBe(403);
    expect((await browser.get('/api/client-auth/session')).json().client.status).toBe('offline');
  });

  it('needs a signed-in client', async () => {
    const agency = await agencyWithHost(app);
    const res = await clientBrowser(app, agency.host).get('/api/client-auth/session');
    expect(res.statusCode).toBe(401);
  });
});

describe("the client's own calls", () => {
  it('lists only the agents of its widgetIDs that still exist, most recently modified first', async () => {
    const agency = await agencyWithHost(app);
    await app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: { ...FREE_PLAN_LIMITS, maxAgents: 10 } })
      .where(eq(workspaces.uid, agency.workspace.uid));
    const create = async (agentName: string) =>
      (await agency.client.post(`/api/na/workspaces/${agency.workspace.uid}/agents`, { agentName })).json().agentCreated
        .ID as string;
    const first = await create('First');
    const second = await create('Second');
    const hidden = await create('Not for the client');
    const gone = await create('Deleted');
    const client = await addClient(agency, { widgetIDs: [first, second, gone] });
    await agency.client.delete(`/api/na/v2/agents/${gone}`);
    // Modified at whole seconds: the first agent was edited a minute after the second.
    const at = Math.floor(Date.now() / 1000);
    await app.regions
      .db('na')
      .update(agents)
      .set({ lastModified: at - 60 })
      .where(eq(agents.id, second));
    await app.regions
      .db('na')
      .update(agents)
      .set({ lastModified: at, title: 'First, edited' })
      .where(eq(agents.id, first));

    const browser = await signedInClient(app, agency, client);
    const res = await browser.get('/api/client/agents');
    expect(res.statusCode).toBe(200);
    expect(res.json().agents.map((a: { id: string; title: string }) => [a.id, a.title])).toEqual([
      [first, 'First, edited'],
      [second, 'Second'],
    ]);
    expect(JSON.stringify(res.json())).not.toContain(hidden);
  });

  it('saves the online/offline status through the server', async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const browser = await signedInClient(app, agency, client);
    const online = await browser.post('/api/client/status', { status: 'online' });
    expect(online.statusCode).toBe(200);
    expect(online.json().client.status).toBe('online');
    const listed = (await agency.client.get(`${agency.base}/orgs`)).json();
    expect(listed.orgs[0].clients[0]).toMatchObject({ id: client.id, status: 'online' });
    expect((await browser.post('/api/client/status', { status: 'away' })).statusCode).toBe(400);
  });
});
