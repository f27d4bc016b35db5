import {
  CLIENT_CODE_INVALID_MESSAGE,
  CLIENT_EMAIL_UNKNOWN_MESSAGE,
  CLIENT_LOGIN_CODE_SENT_MESSAGE,
  CLIENT_LOGIN_LINK_INVALID_MESSAGE,
  CLIENT_LOGIN_LINK_NO_ADDRESS_MESSAGE,
} from '@agent-platform/core';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, clientBrowser, type TestAgency } from '../../../test/agency-clients.js';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { agencyDomains, emailDomains, mailOutbox } from '../../platform/db/schema/index.js';
import { clientOneTimeSecrets } from './schema.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const errorOf = (res: { json(): { error: { message: string; field?: string } } }) => res.json().error;

async function lastMailTo(to: string) {
  const [mail] = await app.regions
    .global()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';

/** Marks the agency's email domain verified, as the DNS check does once its records are published. */
async function verifiedEmailDomain(agency: TestAgency, domain: string) {
  const res = await agency.client.put(`${agency.base}/email-domain`, { domain });
  expect(res.statusCode, res.body).toBe(200);
  await app.regions
    .db(agency.region)
    .update(emailDomains)
    .set({ status: 'verified' })
    .where(eq(emailDomains.workspaceUid, agency.workspace.uid));
}

describe('client sign-in with an emailed code', () => {
  it("mails a 6-digit code in the agency's name from its verified domain, and the code signs in once", async () => {
    const agency = await agencyWithHost(app, 'na', 'Bright Agency');
    await verifiedEmailDomain(agency, 'bright.example');
    const client = await addClient(agency, { name: 'Dana' });
    const browser = clientBrowser(app, agency.host);
    const sent = await browser.post('/api/client-auth/code', { email: client.email });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true, message: CLIENT_LOGIN_CODE_SENT_MESSAGE });
    const mail = await lastMailTo(client.email);
    expect(mail.from).toBe('no-reply@bright.example');
    expect(mail.subject).toContain('Bright Agency');
    expect(mail.text).toContain('Hello Dana');
    expect(`${mail.subject}\n${mail.text}`).not.toContain('Agent Platform');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);

    const res = await browser.post('/api/client-auth/code/sign-in', { email: client.email, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client.id).toBe(client.id);
    expect((await browser.get('/api/client-auth/session')).statusCode).toBe(200);

    const again = await clientBrowser(app, agency.host).post('/api/client-auth/code/sign-in', {
      email: client.email,
      code,
    });
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).message).toBe(CLIENT_CODE_INVALID_MESSAGE);
  });

  it('marks the email unknown when no client of this agency has it, a client of another agency included', async () => {
    const agency = await agencyWithHost(app);
    const other = await agencyWithHost(app);
    const stranger = await addClient(other);
    for (const email of ['nobody@example.com', stranger.email]) {
      const res = await clientBrowser(app, agency.host).post('/api/client-auth/code', { email });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ message: CLIENT_EMAIL_UNKNOWN_MESSAGE, field: 'email' });
    }
    // Another agency's client asking on its own host gets a code that does not work here.
    await clientBrowser(app, other.host).post('/api/client-auth/code', { email: stranger.email });
    const code = codeIn((await lastMailTo(stranger.email)).text);
    const res = await clientBrowser(app, agency.host).post('/api/client-auth/code/sign-in', {
      email: stranger.email,
      code,
    });
    expect(res.statusCode).toBe(401);
  });

  it('works with the newest code only, and a code dies after 5 wrong tries', async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const browser = clientBrowser(app, agency.host);
    await browser.post('/api/client-auth/code', { email: client.email });
    const first = codeIn((await lastMailTo(client.email)).text);
    await browser.post('/api/client-auth/code', { email: client.email });
    const second = codeIn((await lastMailTo(client.email)).text);
    if (first !== second) {
      const old = await browser.post('/api/client-auth/code/sign-in', { email: client.email, code: first });
      expect(old.statusCode).toBe(401);
    }
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/api/client-auth/code/sign-in', { email: client.email, code: wrong });
      expect(res.statusCode).toBe(401);
    }
    const right = await browser.post('/api/client-auth/code/sign-in', { email: client.email, code: second });
    expect(right.statusCode).toBe(401);
    expect(errorOf(right).message).toBe(CLIENT_CODE_INVALID_MESSAGE);
  });

  it('refuses an expired code', async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const browser = clientBrowser(app, agency.host);
    await browser.post('/api/client-auth/code', { email: client.email });
    const code = codeIn((await lastMailTo(client.email)).text);
    const [row] = await app.regions
      .db('na')
      .select({ expiresAt: clientOneTimeSecrets.expiresAt, createdAt: clientOneTimeSecrets.createdAt })
      .from(clientOneTimeSecrets)
      .where(and(eq(clientOneTimeSecrets.clientId, client.id), eq(clientOneTimeSecrets.purpose, 'login_code')));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000).toBeCloseTo(600, -1);
    await app.regions
      .db('na')
      .update(clientOneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientOneTimeSecrets.clientId, client.id));
    const res = await browser.post('/api/client-auth/code/sign-in', { email: client.email, code });
    expect(res.statusCode).toBe(401);
  });
});

describe("the owner's one-time sign-in link", () => {
  it("opens on the agency's subdomain, signs the client in once, and only on that agency's host", async () => {
    const agency = await agencyWithHost(app);
    const other = await agencyWithHost(app);
    const client = await addClient(agency);
    const made = await agency.client.post(`${agency.base}/clients/${client.id}/login-link`);
    expect(made.statusCode, made.body).toBe(200);
    const { url, expiresAt } = made.json();
    expect(url).toMatch(new RegExp(`^http://${agency.host.replace(/\./g, '\\.')}(:\\d+)?/\\?token=[\\w-]{20,}$`));
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const token = new URL(url).searchParams.get('token');

    const elsewhere = await clientBrowser(app, other.host).post('/api/client-auth/token', { token });
    expect(elsewhere.statusCode).toBe(401);
    expect(errorOf(elsewhere).message).toBe(CLIENT_LOGIN_LINK_INVALID_MESSAGE);

    const browser = clientBrowser(app, agency.host);
    const res = await browser.post('/api/client-auth/token', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client.id).toBe(client.id);
    expect((await browser.get('/api/client-auth/session')).statusCode).toBe(200);

    const twice = await clientBrowser(app, agency.host).post('/api/client-auth/token', { token });
    expect(twice.statusCode).toBe(401);
    expect(errorOf(twice).message).toBe(CLIENT_LOGIN_LINK_INVALID_MESSAGE);
  });

  it("opens on the agency's custom domain once it answers", async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    await app.regions
      .db('na')
      .insert(agencyDomains)
      .values({
        workspaceUid: agency.workspace.uid,
        kind: 'custom',
        domain: `portal-${client.id.toLowerCase()}.example`,
        verificationToken: 'published-in-dns',
        status: 'live',
      });
    const { url } = (await agency.client.post(`${agency.base}/clients/${client.id}/login-link`)).json();
    expect(new URL(url).hostname).toBe(`portal-${client.id.toLowerCase()}.example`);
  });

  it('refuses an expired link', async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const { url } = (await agency.client.post(`${agency.base}/clients/${client.id}/login-link`)).json();
    await app.regions
      .db('na')
      .update(clientOneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientOneTimeSecrets.clientId, client.id));
    const res = await clientBrowser(app, agency.host).post('/api/client-auth/token', {
      token: new URL(url).searchParams.get('token'),
    });
    expect(res.statusCode).toBe(401);
  });

  it("needs the agency's own address, and is the owner's to make for its own clients", async () => {
    const owner = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${owner.workspace.uid}/agency`;
    const org = (await owner.client.post(`${base}/orgs`, { name: 'Org' })).json();
    const client = (
      await owner.client.post(`${base}/orgs/${org.id}/clients`, { name: 'C', email: `c-${org.id}@example.com` })
    ).json();
    const res = await owner.client.post(`${base}/clients/${client.id}/login-link`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(CLIENT_LOGIN_LINK_NO_ADDRESS_MESSAGE);

    const agency = await agencyWithHost(app);
    const foreign = await agency.client.post(`${agency.base}/clients/${client.id}/login-link`);
    expect(foreign.statusCode).toBe(404);
  });
});
