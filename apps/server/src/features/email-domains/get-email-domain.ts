import type { EmailDomain } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { emailDomains } from '../../platform/db/schema/index.js';
import { toEmailDomain } from './to-email-domain.js';

/** The workspace's email domain as the Email tab shows it (not_started with no records when none is added). */
export async function getEmailDomain(
  regions: Regions,
  spfInclude: string,
  access: WorkspaceAccess,
): Promise<EmailDomain> {
  const [row] = await regions
    .db(access.region)
    .select()
    .from(emailDomains)
    .where(eq(emailDomains.workspaceUid, access.uid))
    .limit(1);
  return toEmailDomain(row, spfInclude);
}
