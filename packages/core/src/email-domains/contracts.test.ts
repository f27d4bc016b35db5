import { describe, expect, it } from 'vitest';
import { EMAIL_DOMAIN_REQUIRED, emailDomainIsPolled, ZAddEmailDomainBody } from './contracts.js';

describe('the email domain an agency enters', () => {
  it('is lowercased with spaces and a final dot dropped', () => {
    expect(ZAddEmailDomainBody.parse({ domain: '  Acme.COM. ' }).domain).toBe('acme.com');
    expect(ZAddEmailDomainBody.parse({ domain: 'mail.acme.co.uk' }).domain).toBe('mail.acme.co.uk');
  });

  it('is refused with the spec’s words when it is not a domain name', () => {
    for (const domain of ['', 'acme', 'https://acme.com', 'acme..com', '-acme.com', 'acme.c0m-', 'ac me@x.com']) {
      const result = ZAddEmailDomainBody.safeParse({ domain });
      expect(result.success, domain).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(EMAIL_DOMAIN_REQUIRED);
    }
  });
});

describe('polling the email domain status', () => {
  it('goes on while the domain is neither verified nor not started', () => {
    expect(emailDomainIsPolled('pending')).toBe(true);
    expect(emailDomainIsPolled('failure')).toBe(true);
    expect(emailDomainIsPolled('temporary_failure')).toBe(true);
    expect(emailDomainIsPolled('verified')).toBe(false);
    expect(emailDomainIsPolled('not_started')).toBe(false);
  });
});
