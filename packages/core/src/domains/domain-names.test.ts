import { describe, expect, it } from 'vitest';
import { apexDomainMessage, CUSTOM_DOMAIN_REQUIRED_MESSAGE, ZCustomDomainName, ZRecipientEmail } from './contracts.js';
import { subdomainLabel, subdomainOf } from './domain-names.js';

describe('agency domain spelling', () => {
  it('lowercases a subdomain, strips its spaces and the root suffix, then appends the root', () => {
    expect(subdomainOf(' Ac me ', 'localhost')).toBe('acme.localhost');
    expect(subdomainOf('ACME.localhost', 'localhost')).toBe('acme.localhost');
    expect(subdomainOf('acme.agents.example.com', 'agents.example.com')).toBe('acme.agents.example.com');
    expect(subdomainOf('   ', 'localhost')).toBe('');
    expect(subdomainLabel('acme.localhost', 'localhost')).toBe('acme');
  });

  it('lowercases a custom domain and strips its whitespace, refusing an empty or two-part one', () => {
    expect(ZCustomDomainName.parse(' App.Acme .COM ')).toBe('app.acme.com');
    expect(ZCustomDomainName.safeParse('  ').error?.issues[0]?.message).toBe(CUSTOM_DOMAIN_REQUIRED_MESSAGE);
    expect(ZCustomDomainName.safeParse('Acme.com').error?.issues[0]?.message).toBe(apexDomainMessage('acme.com'));
    expect(apexDomainMessage('acme.com')).toBe('Please input a subdomain: "acme.com"');
    expect(ZCustomDomainName.safeParse('app..acme.com').success).toBe(false);
  });

  it('takes a recipient with a simple address pattern only', () => {
    expect(ZRecipientEmail.safeParse('it@acme.com').success).toBe(true);
    expect(ZRecipientEmail.safeParse('it@acme').error?.issues[0]?.message).toBe(
      'Please enter a valid recipient email.',
    );
  });
});
