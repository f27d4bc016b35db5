import { type AddEmailDomainBody, EMAIL_DOMAIN_ALREADY_ADDED, type EmailDomain } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { emailDomains } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { generateDkimKey } from './generate-dkim-key.js';
import { toEmailDomain } from './to-email-domain.js';

export interface AddEmailDomainDeps {
  regions: Regions;
  secretBox: SecretBox;
  spfInclude: string;
}

/**
 * Adds (or replaces) the workspace's email domain with a new DKIM key, not_started until the
 * agency asks for a check: the answer carries the records to publish. The same domain again is
 * refused while it waits for its records (spec 001 §5), and answered as it is once verified.
 */
export async function addEmailDomain(
  deps: AddEmailDomainDeps,
  access: WorkspaceAccess,
  { domain }: AddEmailDomainBody,
): Promise<EmailDomain> {
  const db = deps.regions.db(access.region);
  const [current] = await db.select().from(emailDomains).where(eq(emailDomains.workspaceUid, access.uid)).limit(1);
  if (current?.domain === domain) {
    if (current.status === 'verified') return toEmailDomain(current, deps.spfInclude);
    throw new AppError('NAME_TAKEN', EMAIL_DOMAIN_ALREADY_ADDED, { field: 'domain' });
  }
  const key = await generateDkimKey();
  const values = {
    domain,
    status: 'not_started' as const,
    dkimSelector: key.selector,
    dkimPrivateKeyEncrypted: deps.secretBox.seal(key.privateKey),
    dkimPublicKey: key.publicKey,
    recordChecks: null,
    problem: null,
    lastCheckedAt: null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(emailDomains)
    .values({ workspaceUid: access.uid, ...values })
    .onConflictDoUpdate({ target: emailDomains.workspaceUid, set: values })
    .returning();
  if (!row) throw new Error('the email domain was not saved');
  return toEmailDomain(row, deps.spfInclude);
}
