import { readFileSync } from 'node:fs';
import { SUPPORT_TEXTS, type SystemStatus } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp-server.js';
import { mailOutbox } from '../../platform/db/schema/index.js';

const SUPPORT_EMAIL = 'help@platform.example';
const SMTP_PASSWORD = 'smtp-secret-pass-4711';
// Every secret the server is given: none may appear in the status.
const SECRETS = {
  LLM_API_KEY: 'sk-server-secret-llm-key-0001',
  META_APP_SECRET: 'meta-app-secret-0002',
  META_WEBHOOK_VERIFY_TOKEN: 'meta-verify-token-0003',
  DISCORD_BOT_TOKEN: 'discord-bot-token-0004',
  DEEPGRAM_API_KEY: 'deepgram-secret-key-0005',
  EMBEDDING_API_KEY: 'sk-embedding-secret-0006',
};

let smtp: FakeSmtp;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startFakeSmtp('mailer', SMTP_PASSWORD);
  app = await createTestApp({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL,
    ...SECRETS,
    LLM_PROVIDER: 'openai',
    EMBEDDING_MODEL: 'text-embedding-3-small',
    META_APP_ID: '123456789',
    // Nothing listens there: the bot keeps trying in the background and reaches no one.
    DISCORD_API_URL: 'http://127.0.0.1:9/api',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
const supportUrl = (owner: Owner) => `/api/na/workspaces/${owner.workspace.uid}/support`;
const supportMails = () => app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT_EMAIL));

describe('the Support page', () => {
  it("emails support the member's message with who, which workspace and region; replies go to the member", async () => {
    const owner = await signUpWithWorkspace(app);
    const sent = await owner.client.post(supportUrl(owner), {
      subject: '  Widget does not open  ',
      message: 'Since this morning the chat <b>stays closed</b> on our site.',
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sent: true });

    const mail = (await supportMails()).find((m) => m.text.includes(owner.email));
    expect(mail).toMatchObject({ subject: 'Support: Widget does not open', transport: 'smtp', html: null });
    expect(mail?.sentAt).toBeInstanceOf(Date);
    expect(mail?.text).toContain(`From: Test Owner <${owner.email}>`);
    expect(mail?.text).toContain(`Workspace: ${owner.workspace.workspaceName}`);
    expect(mail?.text).toContain(`Workspace ID: ${owner.workspace.uid}`);
    expect(mail?.text).toContain('Region: na');
    expect(mail?.text).toContain('Since this morning the chat <b>stays closed</b> on our site.');
    const delivered = smtp.received.find((m) => m.subject === 'Support: Widget does not open');
    expect(delivered).toMatchObject({ to: [SUPPORT_EMAIL], replyTo: owner.email });
  });

  it('refuses an empty subject or message, and a subject of more than one line, in plain words', async () => {
    const owner = await signUpWithWorkspace(app);
    const empty = await owner.client.post(supportUrl(owner), { subject: ' ', message: 'Hello' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(SUPPORT_TEXTS.subjectRequired);
    const noMessage = await owner.client.post(supportUrl(owner), { subject: 'Hello', message: '' });
    expect(noMessage.json().error.message).toBe(SUPPORT_TEXTS.messageRequired);
    const twoLines = await owner.client.post(supportUrl(owner), { subject: 'Hi\nBcc: x@example.com', message: 'x' });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().error.message).toBe('The subject cannot contain hidden control characters.');
    expect((await supportMails()).filter((m) => m.text.includes(owner.email))).toEqual([]);
  });

  it('is for members only: the workspace secret speaks for no one, and a member may send 10 an hour', async () => {
    const owner = await signUpWithWorkspace(app);
    const { workspaceSecret } = (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/secret`)).json();
    const bySecret = await app.inject({
      method: 'POST',
      url: supportUrl(owner),
      headers: { authorization: `Bearer ${workspaceSecret}` },
      payload: { subject: 'Hello', message: 'From a script' },
    });
    expect(bySecret.statusCode).toBe(401);

    const body = { subject: 'Still broken', message: 'Please look again.' };
    for (let i = 0; i < 10; i++) expect((await owner.client.post(supportUrl(owner), body)).statusCode).toBe(202);
    const eleventh = await owner.client.post(supportUrl(owner), body);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe('Too many requests. Please try again later.');
    // Another member is counted apart.
    const other = await signUpWithWorkspace(app);
    expect((await other.client.post(supportUrl(other), body)).statusCode).toBe(202);
  });
});

describe('the system status', () => {
  it('says the version, each region and which services are configured, and never a secret', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await owner.client.get('/api/status');
    expect(res.statusCode).toBe(200);
    const status: SystemStatus = res.json();
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(status.version).toBe(version);
    expect(status.regions).toEqual([
      expect.objectContaining({ region: 'na', database: 'up' }),
      expect.objectContaining({ region: 'eu', database: 'up' }),
    ]);
    const stateOf = Object.fromEntries(status.providers.map((p) => [p.name, p.state]));
    expect(stateOf).toMatchObject({
      'Language model': 'configured',
      Embeddings: 'configured',
      'Email (SMTP)': 'configured',
      'Payments (Stripe)': 'not-configured',
      'Meta (WhatsApp, Instagram, Messenger)': 'configured',
      Discord: 'configured',
      'Deepgram (speech)': 'configured',
      'Twilio (phone numbers)': 'per-workspace',
      Telegram: 'per-workspace',
    });
    for (const secret of [...Object.values(SECRETS), SMTP_PASSWORD, smtp.url, app.config.encryptionKey ?? '']) {
      if (secret) expect(res.body).not.toContain(secret);
    }
  });

  it('is for signed-in accounts only', async () => {
    const res = await browser(app).get('/api/status');
    expect(res.statusCode).toBe(401);
  });
});
