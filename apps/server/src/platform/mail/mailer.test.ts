import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, uniqueEmail } from '../../../test/app.js';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp-server.js';
import { mailOutbox } from '../db/schema/index.js';

describe('mail over SMTP', () => {
  let smtp: FakeSmtp;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Support <support@example.com>' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers the login code to the SMTP server and records it as sent', async () => {
    const email = uniqueEmail();
    const client = browser(app);
    await client.post('/api/auth/signup', { name: 'Ada', email, password: 'correct horse battery' });
    expect((await client.post('/api/auth/code', { email })).statusCode).toBe(200);

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toMatchObject({
      from: 'support@example.com',
      subject: expect.stringMatching(/^Your login code: \d{6}$/),
    });
    expect(mail?.text).toMatch(/Your login code is \d{6}/);

    const [row] = await app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('mail with SMTP refusing the credentials', () => {
  let smtp: FakeSmtp;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startFakeSmtp('mailer', 'the-real-pass');
    app = await createTestApp({ SMTP_URL: smtp.url.replace('the-real-pass', 'wrong-pass') });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('keeps the message in the outbox with the reason it was not sent', async () => {
    const email = uniqueEmail();
    const client = browser(app);
    await client.post('/api/auth/signup', { name: 'Ada', email, password: 'correct horse battery' });
    const res = await client.post('/api/auth/password/forgot', { email });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Something went wrong on our side. Please try again.');
    const [row] = await app.regions
      .global()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/Invalid login|auth/i);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('mail with the embedded outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists messages on /dev/mailbox, escaped', async () => {
    const email = uniqueEmail();
    const client = browser(app);
    await client.post('/api/auth/signup', {
      name: '<script>alert(1)</script>',
      email,
      password: 'correct horse battery',
    });
    await client.post('/api/auth/code', { email });
    const page = await app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const list = (await app.inject({ url: '/dev/mailbox.json' })).json();
    expect(list.messages[0]).toMatchObject({ to: email, subject: expect.stringMatching(/^Your login code/) });
  });
});
