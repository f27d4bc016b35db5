import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { forgetDefaultCredential } from './workspace-language-model.js';

/** Deletes a saved provider and its key for good. */
export async function deleteCredential(
  regions: Regions,
  caches: ReadCaches,
  access: WorkspaceAccess,
  credentialId: string,
) {
  const deleted = await regions
    .db(access.region)
    .delete(llmCredentials)
    .where(and(eq(llmCredentials.id, credentialId), eq(llmCredentials.workspaceUid, access.uid)))
    .returning({ id: llmCredentials.id });
  if (deleted.length === 0) throw notFound('Provider not found.');
  await forgetDefaultCredential(caches, access);
}
