import { createPublicKey } from 'node:crypto';
import type { EmailDomain } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { startDnsServer } from '../../../test/dns-server.js';
import { emailDomains } from '../../platform/db/schema/index.js';
import { recheckEmailDomains } from './recheck-email-domains.js';

type Dns = Awaited<ReturnType<typeof startDnsServer>>;
const SPF_INCLUDE = 'spf.mail.product.test';

let dns: Dns;
let app: FastifyInstance;
beforeAll(async () => {
  dns = await startDnsServer();
  app = await createTestApp({ DNS_SERVERS: dns.address, MAIL_SPF_INCLUDE: SPF_INCLUDE });
});
afterAll(async () => {
  await app.close();
  dns.close();
});

const url = (uid: string) => `/api/na/workspaces/${uid}/agency/email-domain`;
const recordOf = (domain: EmailDomain, kind: 'SPF' | 'DKIM' | 'DMARC') => {
  const record = domain.records.find((r) => r.kind === kind);
  if (!record) throw new Error(`no ${kind} record in ${JSON.stringify(domain)}`);
  return record;
};

describe('adding an email sending domain', () => {
  it('gives the SPF, DKIM and DMARC records to publish, with the DKIM key kept sealed', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    expect((await client.get(url(workspace.uid))).json()).toEqual({
      domain: null,
      status: 'not_started',
      records: [],
      problem: null,
      lastCheckedAt: null,
    });

    const res = await client.put(url(workspace.uid), { domain: '  Acme-Mail.COM ' });
    expect(res.statusCode).toBe(200);
    const added: EmailDomain = res.json();
    expect(added).toMatchObject({ domain: 'acme-mail.com', status: 'not_started', problem: null });
    expect(recordOf(added, 'SPF')).toEqual({
      kind: 'SPF',
      type: 'TXT',
      name: 'acme-mail.com',
      value: `v=spf1 include:${SPF_INCLUDE} ~all`,
      status: 'not_started',
      problem: null,
    });
    expect(recordOf(added, 'DMARC')).toMatchObject({ name: '_dmarc.acme-mail.com', value: 'v=DMARC1; p=none;' });
    const dkim = recordOf(added, 'DKIM');
    expect(dkim.name).toMatch(/^m[0-9a-f]{10}\._domainkey\.acme-mail\.com$/);
    const publicKey = /^v=DKIM1; k=rsa; p=([A-Za-z0-9+/=]+)$/.exec(dkim.value)?.[1];
    const key = createPublicKey({ key: Buffer.from(publicKey ?? '', 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);

    const [row] = await app.regions
      .db('na')
      .select()
      .from(emailDomains)
      .where(eq(emailDomains.workspaceUid, workspace.uid));
    expect(row?.dkimPrivateKeyEncrypted).not.toContain('PRIVATE KEY');
    expect(app.secretBox.open(row!.dkimPrivateKeyEncrypted)).toContain('-----BEGIN PRIVATE KEY-----');
    expect(JSON.stringify(added)).not.toContain('PRIVATE');

    // The same domain again, still waiting for its records.
    const again = await client.put(url(workspace.uid), { domain: 'acme-mail.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This domain is already added.');
  });

  it('refuses what is not a domain name with the spec’s words', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    for (const domain of ['', 'acme', 'https://acme.com/']) {
      const res = await client.put(url(workspace.uid), { domain });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error.message).toBe('Enter the root domain.');
    }
  });

  it('belongs to the workspace owner: an admin is refused', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    await client.put(url(workspace.uid), { domain: 'owner-only.com' });
    const admin = await joinWorkspace(app, workspace.uid, 'admin');
    for (const res of [
      await admin.client.get(url(workspace.uid)),
      await admin.client.put(url(workspace.uid), { domain: 'admin.com' }),
      await admin.client.delete(url(workspace.uid)),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("You do not have permission to change this workspace's agency settings.");
    }
    expect((await client.get(url(workspace.uid))).json().domain).toBe('owner-only.com');
  });
});

describe('verifying the email domain against DNS', () => {
  it('stays pending until the records appear, fails on a wrong key, and is verified once all three are right', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    const added: EmailDomain = (await client.put(url(workspace.uid), { domain: 'walk.example' })).json();

    const nothing: EmailDomain = (await client.post(`${url(workspace.uid)}/verify`)).json();
    expect(nothing.status).toBe('pending');
    expect(nothing.problem).toBe(
      'No SPF record was found at walk.example yet. DNS changes can take a while to appear.',
    );
    expect(nothing.records.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(nothing.lastCheckedAt).not.toBeNull();

    const spf = recordOf(added, 'SPF');
    const dkim = recordOf(added, 'DKIM');
    const dmarc = recordOf(added, 'DMARC');
    dns.publish(spf.name, 'TXT', ['google-site-verification=abc', spf.value]);
    dns.publish(dmarc.name, 'TXT', [dmarc.value]);
    dns.publish(dkim.name, 'TXT', [dkim.value.replace(/p=.{12}/, 'p=AAAAAAAAAAAA')]);
    const wrongKey: EmailDomain = (await client.post(`${url(workspace.uid)}/verify`)).json();
    expect(wrongKey.status).toBe('failure');
    expect(recordOf(wrongKey, 'SPF').status).toBe('verified');
    expect(recordOf(wrongKey, 'DMARC').status).toBe('verified');
    expect(recordOf(wrongKey, 'DKIM')).toMatchObject({
      status: 'failure',
      problem: `The DKIM record at ${dkim.name} does not hold this domain's key. Copy the value shown here again.`,
    });

    dns.publish(dkim.name, 'TXT', [dkim.value]);
    const verified: EmailDomain = (await client.post(`${url(workspace.uid)}/verify`)).json();
    expect(verified).toMatchObject({ status: 'verified', problem: null });
    expect(verified.records.map((r) => r.status)).toEqual(['verified', 'verified', 'verified']);
    expect((await client.get(url(workspace.uid))).json().status).toBe('verified');

    // Adding the verified domain again changes nothing: same key, still verified.
    const again = await client.put(url(workspace.uid), { domain: 'walk.example' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'verified', records: verified.records });
  });

  it('says what to change when the SPF record leaves our servers out or the DMARC record is not one', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    const added: EmailDomain = (await client.put(url(workspace.uid), { domain: 'spf-only.example' })).json();
    dns.publish('spf-only.example', 'TXT', ['v=spf1 include:_spf.other.example -all']);
    dns.publish(recordOf(added, 'DKIM').name, 'TXT', [recordOf(added, 'DKIM').value]);
    dns.publish('_dmarc.spf-only.example', 'TXT', ['policy please']);
    const checked: EmailDomain = (await client.post(`${url(workspace.uid)}/verify`)).json();
    expect(checked.status).toBe('failure');
    expect(recordOf(checked, 'SPF').problem).toBe(
      `The SPF record of spf-only.example does not include ${SPF_INCLUDE}. Add include:${SPF_INCLUDE} to it.`,
    );
    expect(recordOf(checked, 'DMARC').problem).toBe(
      'The record at _dmarc.spf-only.example is not a DMARC policy: it must start with v=DMARC1.',
    );
    expect(checked.problem).toBe(recordOf(checked, 'SPF').problem);
  });

  it('is a temporary failure when the DNS servers do not answer', async () => {
    // Nothing listens on the discard port: every lookup is refused at once.
    const unreachable = await createTestApp({ DNS_SERVERS: '127.0.0.1:9' });
    try {
      const { client, workspace } = await signUpWithWorkspace(unreachable);
      await client.put(url(workspace.uid), { domain: 'offline.example' });
      const checked: EmailDomain = (await client.post(`${url(workspace.uid)}/verify`)).json();
      expect(checked.status).toBe('temporary_failure');
      expect(checked.problem).toBe('The DNS servers did not answer for offline.example. It will be checked again.');
    } finally {
      await unreachable.close();
    }
  });
});

describe('the daily re-check', () => {
  it('verifies a domain whose records appeared after its last check, and leaves unchecked ones alone', async () => {
    const waiting = await signUpWithWorkspace(app);
    const added: EmailDomain = (
      await waiting.client.put(url(waiting.workspace.uid), { domain: 'later.example' })
    ).json();
    expect((await waiting.client.post(`${url(waiting.workspace.uid)}/verify`)).json().status).toBe('pending');
    const untouched = await signUpWithWorkspace(app);
    await untouched.client.put(url(untouched.workspace.uid), { domain: 'untouched.example' });
    for (const record of added.records) dns.publish(record.name, 'TXT', [record.value]);
    dns.publish('untouched.example', 'TXT', ['v=spf1 -all']);

    const deps = { regions: app.regions, dnsServers: [dns.address], spfInclude: SPF_INCLUDE, log: app.log };
    await recheckEmailDomains(deps, 'na');

    expect((await waiting.client.get(url(waiting.workspace.uid))).json().status).toBe('verified');
    expect((await untouched.client.get(url(untouched.workspace.uid))).json()).toMatchObject({
      status: 'not_started',
      lastCheckedAt: null,
    });
  });
});

describe('deleting the email domain', () => {
  it('resets it to not_started and clears the fields; a check then asks for a domain first', async () => {
    const { client, workspace } = await signUpWithWorkspace(app);
    const first: EmailDomain = (await client.put(url(workspace.uid), { domain: 'gone.example' })).json();
    await client.post(`${url(workspace.uid)}/verify`);

    const res = await client.delete(url(workspace.uid));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      domain: null,
      status: 'not_started',
      records: [],
      problem: null,
      lastCheckedAt: null,
    });
    const rows = await app.regions
      .db('na')
      .select()
      .from(emailDomains)
      .where(eq(emailDomains.workspaceUid, workspace.uid));
    expect(rows).toEqual([]);

    const check = await client.post(`${url(workspace.uid)}/verify`);
    expect(check.statusCode).toBe(404);
    expect(check.json().error.message).toBe('Please add a domain first.');

    // Added again after the delete: a new key, so the old published record no longer counts.
    const readded = await client.put(url(workspace.uid), { domain: 'gone.example' });
    expect(readded.statusCode).toBe(200);
    expect(readded.json().status).toBe('not_started');
    expect(recordOf(readded.json(), 'DKIM').name).not.toBe(recordOf(first, 'DKIM').name);
  });
});
