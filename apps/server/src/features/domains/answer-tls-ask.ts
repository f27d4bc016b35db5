import { AppError } from '../../platform/errors.js';
import type { DomainDeps } from './domain-deps.js';
import { findAgencyHost } from './find-agency-host.js';

export const NOT_OUR_DOMAIN_MESSAGE = 'This domain is not served here.';

/**
 * Caddy's on-demand TLS asks before making a certificate: yes only for the product's own hosts (its
 * dashboard's and its custom tabs' origin) and verified agency domains, so no one can make it
 * request certificates for names we do not serve.
 */
export async function answerTlsAsk(deps: DomainDeps, ownHosts: readonly string[], domain: string): Promise<void> {
  const name = domain.toLowerCase().replace(/\.$/, '');
  if (ownHosts.some((host) => host.toLowerCase() === name)) return;
  if (await findAgencyHost(deps.regions, deps.caches, name)) return;
  throw new AppError('NOT_FOUND', NOT_OUR_DOMAIN_MESSAGE);
}
