import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { emailDomains } from '../../platform/db/schema/index.js';

/** Resets the email domain to not_started: the domain, its key and its checks are forgotten, and mail goes out as the product again. */
export async function deleteEmailDomain(regions: Regions, access: WorkspaceAccess): Promise<void> {
  await regions.db(access.region).delete(emailDomains).where(eq(emailDomains.workspaceUid, access.uid));
}
