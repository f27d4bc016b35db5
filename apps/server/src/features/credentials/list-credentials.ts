import type { Credential } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import { toCredential } from './to-credential.js';

/** The workspace's saved providers, oldest first. */
export async function listCredentials(regions: Regions, access: WorkspaceAccess): Promise<Credential[]> {
  const rows = await regions
    .db(access.region)
    .select()
    .from(llmCredentials)
    .where(eq(llmCredentials.workspaceUid, access.uid))
    .orderBy(asc(llmCredentials.createdAt), asc(llmCredentials.id));
  return rows.map(toCredential);
}
