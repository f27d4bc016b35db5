import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { Regions } from '../../platform/db/regions.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { forgetDefaultCredential } from './workspace-language-model.js';

/** Deletes a saved provider and its key for good. */
export async function deleteCredential(
  regions: Regions,
  caches: ReadCaches,
  access: WorkspaceAccess,
  credentialId: string,
  by: AuditBy,
) {
  await regions.db(access.region).transaction(async (tx) => {
    const [deleted] = await tx
      .delete(llmCredentials)
      .where(and(eq(llmCredentials.id, credentialId), eq(llmCredentials.workspaceUid, access.uid)))
      .returning({ label: llmCredentials.label, provider: llmCredentials.provider });
    if (!deleted) throw notFound('Provider not found.');
    const detail = { provider: deleted.provider };
    await recordAudit(tx, {
      workspaceUid: access.uid,
      action: 'credentials.removed',
      by,
      target: deleted.label,
      detail,
    });
  });
  await forgetDefaultCredential(caches, access);
}
