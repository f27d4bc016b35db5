import type { FastifyBaseLogger } from 'fastify';
import { runDaily } from '../../platform/jobs/daily.js';
import { recheckEmailDomains } from './recheck-email-domains.js';
import type { VerifyEmailDomainDeps } from './verify-email-domain.js';

/** Starts the daily re-check of email domains still waiting for their records; returns what stops it. */
export function startEmailDomainChecks(deps: VerifyEmailDomainDeps & { log: FastifyBaseLogger }): () => void {
  return runDaily(deps, 'email-domain-check', (region) => recheckEmailDomains(deps, region));
}
