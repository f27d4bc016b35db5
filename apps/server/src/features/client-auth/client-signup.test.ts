import {
  CLIENT_CODE_INVALID_MESSAGE,
  CLIENT_EMAIL_TAKEN_MESSAGE,
  CLIENT_SIGNUP_CLOSED_MESSAGE,
  CLIENT_SIGNUP_CODE_SENT_MESSAGE,
} from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, clientBrowser, type TestAgency } from '../../../test/agency-clients.js';
import { createTestApp, uniqueEmail } from '../../../test/app.js';
import { clients, mailOutbox } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const errorOf = (res: { json(): { error: { message: string; field?: string } } }) => res.json().error;
async function codeMailedTo(to: string) {
  const [mail] = await app.regions
    .global()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return { mail, code: mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '' };
}

async function openSignup(agency: TestAgency, settings: Record<string, unknown> = {}) {
  const res = await agency.client.request({
    method: 'PATCH',
    url: agency.base,
    payload: { settings: { enableClientSignup: true, ...settings } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('client signup on the agency’s page', () => {
  it('is closed unless the agency enables client signup', async () => {
    const agency = await agencyWithHost(app);
    const browser = clientBrowser(app, agency.host);
    const body = { name: 'Pat', email: uniqueEmail('pat') };
    for (const res of [
      await browser.post('/api/client-auth/signup/code', body),
      await browser.post('/api/client-auth/signup', { ...body, code: '123456' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(CLIENT_SIGNUP_CLOSED_MESSAGE);
    }
    expect((await codeMailedTo(body.email)).mail).toBeUndefined();
  });

  it('creates, with the emailed code, a new organisation with the person as its admin client, signed in', async () => {
    const agency = await agencyWithHost(app, 'na', 'Saas Agency');
    await openSignup(agency, { defaultClientAccess: ['/home', '/convos'], defaultDashboardLayout: 'horizontal' });
    const browser = clientBrowser(app, agency.host);
    const email = uniqueEmail('pat');
    const sent = await browser.post('/api/client-auth/signup/code', { name: ' Pat Lee ', email: email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true, message: CLIENT_SIGNUP_CODE_SENT_MESSAGE });
    const { mail, code } = await codeMailedTo(email);
    expect(mail?.subject).toContain('Saas Agency');
    expect(mail?.text).toContain('Hello Pat Lee');

    const wrong = await browser.post('/api/client-auth/signup', {
      name: 'Pat Lee',
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe(CLIENT_CODE_INVALID_MESSAGE);

    const res = await browser.post('/api/client-auth/signup', { name: 'Pat Lee', email, code });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({
      client: {
        name: 'Pat Lee',
        email,
        isOrgAdmin: true,
        isNewSignup: true,
        onboardingCompleted: false,
        allowCreateAgents: true,
        canAccess: ['/home', '/convos'],
        widgetIDs: [],
      },
      org: { name: 'Pat Lee', dashboardLayout: 'horizontal', defaultClientAccess: ['/home', '/convos'] },
      workspaceUid: agency.workspace.uid,
    });
    expect(session.org.users).toEqual([{ id: session.client.id, name: 'Pat Lee', squarePhotoURL: null }]);
    expect((await browser.get('/api/client-auth/session')).json()).toEqual(session);

    const listed = (await agency.client.get(`${agency.base}/orgs`)).json();
    expect(listed.orgs.map((o: { id: string }) => o.id)).toContain(session.org.id);

    const reused = await clientBrowser(app, agency.host).post('/api/client-auth/signup', {
      name: 'Pat Lee',
      email,
      code,
    });
    expect(reused.statusCode).toBe(401);
  });

  it('refuses an email any client already has, in any agency', async () => {
    const agency = await agencyWithHost(app);
    const other = await agencyWithHost(app, 'eu');
    await openSignup(agency);
    const taken = await addClient(other);
    const res = await clientBrowser(app, agency.host).post('/api/client-auth/signup/code', {
      name: 'Copy',
      email: taken.email,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ message: CLIENT_EMAIL_TAKEN_MESSAGE, field: 'email' });
  });

  it('creates nothing when the email was taken between the code and Create', async () => {
    const agency = await agencyWithHost(app);
    await openSignup(agency);
    const email = uniqueEmail('race');
    await clientBrowser(app, agency.host).post('/api/client-auth/signup/code', { name: 'Race', email });
    const { code } = await codeMailedTo(email);
    await addClient(agency, { email });
    const res = await clientBrowser(app, agency.host).post('/api/client-auth/signup', { name: 'Race', email, code });
    expect(res.statusCode).toBe(409);
    const orgs = (await agency.client.get(`${agency.base}/orgs`)).json().orgs;
    expect(orgs.map((o: { name: string }) => o.name)).not.toContain('Race');
    expect(await app.regions.db('na').select().from(clients).where(eq(clients.email, email))).toHaveLength(1);
  });
});
