/**
 * The spelling rules of agency domains (spec 001 §5 "Agency domains"), shared by the server's
 * checks and the Domains panel, and the DNS records an agency adds (spec 000 §9).
 */

/** A host name of dot-separated labels: letters, digits and inner hyphens, 63 characters a label. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const isHostName = (value: string) => HOST_NAME.test(value);

/** Lowercased, spaces and the root suffix stripped, then the root appended: `Acme.localhost` -> `acme.localhost`. */
export function subdomainOf(value: string, rootDomain: string): string {
  const root = rootDomain.toLowerCase();
  let label = value.toLowerCase().replace(/\s+/g, '');
  if (label.endsWith(`.${root}`)) label = label.slice(0, -(root.length + 1));
  label = label.replace(/\.+$/, '');
  return label ? `${label}.${root}` : '';
}

/** The label an agency typed for its subdomain, from the full name: `acme.localhost` -> `acme`. */
export function subdomainLabel(domain: string, rootDomain: string): string {
  const suffix = `.${rootDomain.toLowerCase()}`;
  return domain.endsWith(suffix) ? domain.slice(0, -suffix.length) : domain;
}

/** Lowercased with every whitespace removed, and without a trailing dot. */
export const customDomainOf = (value: string) => value.toLowerCase().replace(/\s+/g, '').replace(/\.+$/, '');

/** Two labels (`example.com`) name an apex domain, which points with an A record, not a CNAME. */
export const isApexDomain = (domain: string) => domain.split('.').length === 2;

/** Where the verification TXT record of a domain lives. */
export const verificationRecordName = (domain: string) => `_domain-verification.${domain}`;

/** What the verification TXT record holds. */
export const verificationRecordValue = (token: string) => `domain-verification=${token}`;

/** Where agency domains point: the apex A address and the CNAME target (spec 000 §9, from config). */
export interface DomainTargets {
  aAddress: string;
  cnameTarget: string;
}
