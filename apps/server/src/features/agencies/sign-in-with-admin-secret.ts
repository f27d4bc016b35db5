import { ADMIN_SIGN_IN_FAILED_MESSAGE, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { forgetAttempts, recordAttemptsWithinLimit, type ThrottleRule } from '../../platform/auth/throttle.js';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { accounts, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type RequestOrigin, recordAudit } from '../audit-log/index.js';
import { agencies } from './schema.js';

/** Guesses at admin links from one address: the secret has 25 random characters, the limit keeps it so. */
export const ADMIN_LINK_BY_IP: ThrottleRule = { bucket: 'agency-admin-link-ip', limit: 10, windowSeconds: 600 };

/**
 * The agency admin link (spec 001 §2, §6): a secret equal to an agency's signs in as that agency's
 * owner, with the owner's own account and so all of its pages and agents. Any other secret gets
 * the spec's one message, and counts against the address's limit.
 */
export async function signInWithAdminSecret(
  regions: Regions,
  secret: string,
  origin: RequestOrigin,
): Promise<{ accountId: string; region: Region; workspaceUid: string }> {
  const global = regions.global();
  const attempts = await recordAttemptsWithinLimit(global, [[ADMIN_LINK_BY_IP, origin.ip]]);
  const hash = sha256(secret);
  const found = await regions.askEveryRegion((db) =>
    db
      .select({ workspaceUid: workspaces.uid, ownerId: workspaces.ownerId })
      .from(agencies)
      .innerJoin(workspaces, eq(workspaces.uid, agencies.workspaceUid))
      .where(eq(agencies.adminSecretHash, hash))
      .limit(1),
  );
  const hit = found.find(({ value }) => value.length > 0);
  const agency = hit?.value[0];
  if (!hit || !agency) throw new AppError('INVALID_CREDENTIALS', ADMIN_SIGN_IN_FAILED_MESSAGE);
  const [owner] = await global
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, agency.ownerId));
  if (!owner) throw new AppError('INVALID_CREDENTIALS', ADMIN_SIGN_IN_FAILED_MESSAGE);
  await forgetAttempts(global, attempts);
  // Whoever holds the link signs in as the owner: the log names the owner's account and the caller's address.
  const by = { actor: { kind: 'user' as const, id: owner.email }, ...origin };
  await recordAudit(regions.db(hit.region), { workspaceUid: agency.workspaceUid, action: 'agency.adminLinkUsed', by });
  return { accountId: owner.id, region: hit.region, workspaceUid: agency.workspaceUid };
}
