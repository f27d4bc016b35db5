import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** The bearer secret, shown to members so they can call the API for their workspace. */
export async function getWorkspaceSecret(regions: Regions, box: SecretBox, access: WorkspaceAccess) {
  const [row] = await regions
    .db(access.region)
    .select({ secretEncrypted: workspaces.secretEncrypted })
    .from(workspaces)
    .where(eq(workspaces.uid, access.uid))
    .limit(1);
  if (!row) throw notFound('Workspace not found.');
  return { workspaceSecret: box.open(row.secretEncrypted) };
}
