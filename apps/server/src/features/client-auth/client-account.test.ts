import {
  CLIENT_EMAIL_TAKEN_MESSAGE,
  CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES,
  CLIENT_FEEDBACK_UNAVAILABLE_MESSAGE,
} from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient, type TestAgency } from '../../../test/agency-clients.js';
import { createTestApp, uniqueEmail } from '../../../test/app.js';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp-server.js';
import { multipart } from '../../../test/multipart.js';
import { emailDomains, mailOutbox, uploadedFiles } from '../../platform/db/schema/index.js';
import { UNREADABLE_PHOTO_MESSAGE } from '../../platform/http/square-photo.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const errorOf = (res: { json(): { error: { message: string; field?: string } } }) => res.json().error;
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

describe("the client's Account drawer", () => {
  it('saves the name and email, keeping the email unique across clients', async () => {
    const agency = await agencyWithHost(app);
    const other = await agencyWithHost(app, 'eu');
    const client = await addClient(agency, { name: 'Old Name' });
    const taken = await addClient(other);
    const browser = await signedInClient(app, agency, client);

    const email = uniqueEmail('renamed');
    const saved = await browser.patch('/api/client/account', { name: ' New Name ', email: email.toUpperCase() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: client.id, name: 'New Name', email });
    expect(JSON.stringify(saved.json())).not.toContain('dashboardPassword');
    expect((await browser.get('/api/client-auth/session')).json().client).toMatchObject({ name: 'New Name', email });

    const clash = await browser.patch('/api/client/account', { email: taken.email });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash)).toMatchObject({ message: CLIENT_EMAIL_TAKEN_MESSAGE, field: 'email' });
    // Its own email again is no clash.
    expect((await browser.patch('/api/client/account', { email })).statusCode).toBe(200);
  });

  it('keeps the photo as a 256x256 PNG, replacing the previous one, and refuses what is not a picture', async () => {
    const agency = await agencyWithHost(app);
    const client = await addClient(agency);
    const browser = await signedInClient(app, agency, client);
    const first = await browser.request(multipart('/api/client/account/photo', 'me.jpg', await picture(600, 300)));
    expect(first.statusCode, first.body).toBe(200);
    const firstURL: string = first.json().squarePhotoURL;
    const served = await app.inject({ method: 'GET', url: firstURL });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });

    const second = await browser.request(multipart('/api/client/account/photo', 'me2.png', await picture(300, 300)));
    expect(second.statusCode).toBe(200);
    expect(second.json().squarePhotoURL).not.toBe(firstURL);
    const session = (await browser.get('/api/client-auth/session')).json();
    expect(session.org.users).toEqual([
      { id: client.id, name: client.name, squarePhotoURL: second.json().squarePhotoURL },
    ]);
    const kept = await app.regions
      .db('na')
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.workspaceUid, agency.workspace.uid));
    expect(kept).toHaveLength(1);

    const fake = await browser.request(
      multipart('/api/client/account/photo', 'fake.png', Buffer.from('not a picture')),
    );
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).message).toBe(UNREADABLE_PHOTO_MESSAGE);
  });
});

describe("the client's Feedback", () => {
  async function verifiedEmailDomain(agency: TestAgency, domain: string) {
    expect((await agency.client.put(`${agency.base}/email-domain`, { domain })).statusCode).toBe(200);
    await app.regions
      .db(agency.region)
      .update(emailDomains)
      .set({ status: 'verified' })
      .where(eq(emailDomains.workspaceUid, agency.workspace.uid));
  }
  const lastMailTo = async (to: string) =>
    (
      await app.regions
        .global()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1)
    )[0];

  it('is refused while the agency has no verified email domain, and shows as off in the session', async () => {
    const agency = await agencyWithHost(app);
    const browser = await signedInClient(app, agency, await addClient(agency));
    expect((await browser.get('/api/client-auth/session')).json().feedbackEnabled).toBe(false);
    const res = await browser.post('/api/client/feedback', { message: 'Hello' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CLIENT_FEEDBACK_UNAVAILABLE_MESSAGE);
  });

  it("is mailed to the agency's support address from its domain, with the client to reply to and the attachments named", async () => {
    const agency = await agencyWithHost(app, 'na', 'Feedback Agency');
    await verifiedEmailDomain(agency, 'feedback.example');
    const support = uniqueEmail('support');
    await agency.client.request({ method: 'PATCH', url: agency.base, payload: { supportEmail: support } });
    const client = await addClient(agency, { name: 'Robin' });
    const browser = await signedInClient(app, agency, client);
    const session = (await browser.get('/api/client-auth/session')).json();
    expect(session).toMatchObject({ feedbackEnabled: true, supportEmail: support });

    const file = Buffer.alloc(3000, 7);
    const res = await browser.post('/api/client/feedback', {
      message: 'The chart is empty.',
      attachments: [{ name: 'screen.png', contentType: 'image/png', content: file.toString('base64') }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await lastMailTo(support);
    expect(mail).toMatchObject({ from: 'no-reply@feedback.example' });
    expect(mail?.subject).toContain('Robin');
    expect(mail?.text).toContain('The chart is empty.');
    expect(mail?.text).toContain(client.email);
    expect(mail?.text).toContain('screen.png (3 KB)');
  });

  it('goes to the agency owner when no support address is set, and refuses an attachment over 2 MB', async () => {
    const agency = await agencyWithHost(app);
    await verifiedEmailDomain(agency, 'owner-feedback.example');
    const browser = await signedInClient(app, agency, await addClient(agency));
    expect((await browser.post('/api/client/feedback', { message: 'To the owner' })).statusCode).toBe(200);
    expect((await lastMailTo(agency.email))?.text).toContain('To the owner');

    const big = Buffer.alloc(CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES + 1, 1).toString('base64');
    const res = await browser.post('/api/client/feedback', {
      message: 'Too big',
      attachments: [{ name: 'big.bin', contentType: 'application/octet-stream', content: big }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('An attachment can be at most 2 MB.');
  });
});

describe('Feedback over SMTP', () => {
  let smtp: FakeSmtp;
  let smtpApp: FastifyInstance;
  beforeAll(async () => {
    smtp = await startFakeSmtp('mailer', 'the-real-pass');
    smtpApp = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await smtpApp.close();
    await smtp.close();
  });

  async function feedbackAgency(testApp: FastifyInstance, domain: string) {
    const agency = await agencyWithHost(testApp);
    expect((await agency.client.put(`${agency.base}/email-domain`, { domain })).statusCode).toBe(200);
    await testApp.regions
      .db('na')
      .update(emailDomains)
      .set({ status: 'verified' })
      .where(eq(emailDomains.workspaceUid, agency.workspace.uid));
    return agency;
  }

  it('carries the attachments and the client as the reply-to address', async () => {
    const agency = await feedbackAgency(smtpApp, 'smtp-feedback.example');
    const client = await addClient(agency);
    const browser = await signedInClient(smtpApp, agency, client);
    const content = Buffer.from('line one\nline two\n');
    const res = await browser.post('/api/client/feedback', {
      message: 'See the notes.',
      attachments: [{ name: 'notes.txt', contentType: 'text/plain', content: content.toString('base64') }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes(agency.email));
    expect(mail).toMatchObject({ from: 'no-reply@smtp-feedback.example', replyTo: client.email });
    expect(mail?.raw.toString()).toContain('filename=notes.txt');
    expect(mail?.raw.toString()).toContain(content.toString('base64').trim());
  });

  it("answers 'sent' even when the mail cannot be sent, and keeps the failure on record", async () => {
    const failing = await createTestApp({ SMTP_URL: smtp.url.replace('the-real-pass', 'wrong-pass') });
    try {
      const agency = await feedbackAgency(failing, 'failing-feedback.example');
      const browser = await signedInClient(failing, agency, await addClient(agency));
      const res = await browser.post('/api/client/feedback', { message: 'Lost in the post' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const [row] = await failing.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, agency.email));
      expect(row?.text).toContain('Lost in the post');
      expect(row?.error).toBeTruthy();
    } finally {
      await failing.close();
    }
  });
});
