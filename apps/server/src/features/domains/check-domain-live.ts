import { AppError } from '../../platform/errors.js';
import { NOT_OUR_DOMAIN_MESSAGE } from './answer-tls-ask.js';
import type { DomainDeps } from './domain-deps.js';
import { findAgencyHost } from './find-agency-host.js';
import { probeAgencyDomain } from './probe-agency-domain.js';

export const NOT_LIVE_MESSAGE = 'This domain does not answer yet.';

/**
 * The proxy check (spec 000 §7, `GET /proxy?domain=`): whether a verified agency domain answers
 * HTTP 200. Only domains registered and verified here are asked, so it is never an open proxy.
 */
export async function checkDomainLive(deps: DomainDeps, domain: string): Promise<void> {
  const name = domain.toLowerCase().replace(/\.$/, '');
  if (!(await findAgencyHost(deps.regions, deps.caches, name))) throw new AppError('NOT_FOUND', NOT_OUR_DOMAIN_MESSAGE);
  const { live } = await probeAgencyDomain(deps.egress, deps.config, name);
  if (!live) throw new AppError('UNAVAILABLE', NOT_LIVE_MESSAGE);
}
