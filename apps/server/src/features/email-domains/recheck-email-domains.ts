import type { Region } from '@agent-platform/core';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailDomains } from '../../platform/db/schema/index.js';
import { type VerifyEmailDomainDeps, verifyEmailDomain } from './verify-email-domain.js';

/**
 * Checks again every domain of the region that an agency asked to verify and that is not verified
 * yet, so one whose records appear after the Email tab was closed is verified all the same.
 * Domains never checked (not_started) wait for their owner's Verify.
 */
export async function recheckEmailDomains(
  deps: VerifyEmailDomainDeps & { log: FastifyBaseLogger },
  region: Region,
): Promise<void> {
  const waiting = await deps.regions
    .db(region)
    .select({ workspaceUid: emailDomains.workspaceUid })
    .from(emailDomains)
    .where(inArray(emailDomains.status, ['pending', 'failure', 'temporary_failure']));
  for (const { workspaceUid } of waiting) {
    try {
      await verifyEmailDomain(deps, region, workspaceUid);
    } catch (error) {
      // One domain's failure must not keep the others from their check.
      deps.log.warn({ err: error, region, workspaceUid }, 'email domain re-check failed');
    }
  }
}
