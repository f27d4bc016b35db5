import { afterAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../../../test/dns-server.js';
import { dnsResolver, isMissingRecord } from './resolver.js';

describe('the domain checks’ resolver', () => {
  const started = startDnsServer();
  afterAll(async () => (await started).close());

  it('asks the configured servers, and sees a record as soon as it is published', async () => {
    const dns = await started;
    const resolver = dnsResolver([dns.address]);
    dns.publish('acme.example', 'A', ['203.0.113.7']);
    dns.publish('app.acme.example', 'CNAME', ['domains.product.test']);
    // A DKIM key is longer than one TXT string may be.
    dns.publish('key._domainkey.acme.example', 'TXT', [`v=DKIM1; p=${'A'.repeat(400)}`]);

    expect(await resolver.resolve4('acme.example')).toEqual(['203.0.113.7']);
    expect(await resolver.resolveCname('app.acme.example')).toEqual(['domains.product.test']);
    const [txt] = await resolver.resolveTxt('key._domainkey.acme.example');
    expect(txt?.join('')).toBe(`v=DKIM1; p=${'A'.repeat(400)}`);
  });

  it('tells a record not published yet from a failure', async () => {
    const dns = await started;
    const resolver = dnsResolver([dns.address]);
    const missing = await resolver.resolveTxt('_verify.nothing.example').catch((error: unknown) => error);
    expect(isMissingRecord(missing)).toBe(true);
    expect(isMissingRecord(new Error('timeout'))).toBe(false);
  });
});
