import { generateKeyPairSync } from 'node:crypto';
import type { EmailDomain } from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace, uniqueEmail } from '../../../test/app.js';
import { startDnsServer } from '../../../test/dns-server.js';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp-server.js';
import { mailOutbox } from '../../platform/db/schema/index.js';
import { dnsResolver } from '../../platform/dns/resolver.js';
import { agencySender } from './agency-sender.js';

type Dns = Awaited<ReturnType<typeof startDnsServer>>;

let dns: Dns;
let smtp: FakeSmtp;
let app: FastifyInstance;
beforeAll(async () => {
  dns = await startDnsServer();
  smtp = await startFakeSmtp();
  app = await createTestApp({
    DNS_SERVERS: dns.address,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Product <no-reply@product.test>',
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  dns.close();
});

/** A receiving server's DKIM check of `raw`, asking the test DNS server for the published key. */
async function dkimResult(raw: Buffer) {
  const resolver = dnsResolver([dns.address]);
  const { results } = await dkimVerify(raw, {
    resolver: (name: string, rr: string) => resolver.resolve(name, rr) as Promise<never>,
  });
  return results;
}

async function sendAs(uid: string, subject: string) {
  const to = uniqueEmail('client');
  const sender = await agencySender(app, 'na', uid);
  await app.mailer.send({ to, subject, text: 'Your login code is 123456.', sender });
  const received = smtp.received.find((mail) => mail.to.includes(to));
  if (!received) throw new Error(`no mail reached the SMTP server for ${to}`);
  return { to, sender, received };
}

describe('agency mail from its email domain', () => {
  it('goes out as the product, unsigned, until the domain is verified', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    await client.put(`/api/na/workspaces/${workspace.uid}/agency/email-domain`, { domain: 'unverified.example' });

    const { sender, received } = await sendAs(workspace.uid, 'Before verification');
    expect(sender).toBeUndefined();
    expect(received.from).toBe('no-reply@product.test');
    expect(received.raw.toString()).not.toMatch(/^DKIM-Signature:/im);
  });

  it('is DKIM-signed with the key the domain publishes: a verifier passes it, and fails it against another key', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${workspace.uid}/agency/email-domain`;
    const agency = `/api/na/workspaces/${workspace.uid}/agency`;
    await client.request({ method: 'PATCH', url: agency, payload: { name: 'Acme Agency' } });
    const added: EmailDomain = (await client.put(base, { domain: 'acme-agency.example' })).json();
    for (const record of added.records) dns.publish(record.name, 'TXT', [record.value]);
    expect((await client.post(`${base}/verify`)).json().status).toBe('verified');

    const { to, received } = await sendAs(workspace.uid, 'Your login code');
    expect(received.from).toBe('no-reply@acme-agency.example');
    expect(received.raw.toString()).toMatch(/^From: Acme Agency <no-reply@acme-agency\.example>/im);
    const [outboxRow] = await app.regions
      .global()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id));
    expect(outboxRow).toMatchObject({ from: 'no-reply@acme-agency.example', transport: 'smtp', error: null });

    const dkim = added.records.find((record) => record.kind === 'DKIM')!;
    const selector = dkim.name.split('.')[0];
    const [pass] = await dkimResult(received.raw);
    expect(pass).toMatchObject({
      signingDomain: 'acme-agency.example',
      selector,
      status: { result: 'pass' },
    });

    // The same message checked against a key the domain did not sign with.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' });
    dns.publish(dkim.name, 'TXT', [`v=DKIM1; k=rsa; p=${other.toString('base64')}`]);
    const [fail] = await dkimResult(received.raw);
    expect(fail?.status.result).toBe('fail');
  });

  it("sends the agency's DNS instructions from its verified email domain", async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    const agency = `/api/na/workspaces/${workspace.uid}/agency`;
    await client.request({ method: 'PATCH', url: agency, payload: { name: 'Instructing Agency' } });
    const added: EmailDomain = (await client.put(`${agency}/email-domain`, { domain: 'instructing.example' })).json();
    for (const record of added.records) dns.publish(record.name, 'TXT', [record.value]);
    expect((await client.post(`${agency}/email-domain/verify`)).json().status).toBe('verified');
    await client.put(`${agency}/domains/subdomain`, { subdomain: 'instructing' });

    const to = uniqueEmail('dns-manager');
    expect((await client.post(`${agency}/domains/subdomain/instructions`, { to })).statusCode).toBe(200);
    const received = smtp.received.find((mail) => mail.to.includes(to));
    expect(received?.raw.toString()).toMatch(/^From: Instructing Agency <no-reply@instructing\.example>/im);
    expect((await dkimResult(received!.raw))[0]?.status.result).toBe('pass');
  });
});
