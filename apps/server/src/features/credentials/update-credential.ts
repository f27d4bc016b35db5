import { type Credential, credentialProblem, type UpdateCredentialBody } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { labelTaken, sealedKey, trimBaseUrl } from './create-credential.js';
import { findCredential } from './find-credential.js';
import { toCredential } from './to-credential.js';
import { forgetDefaultCredential } from './workspace-language-model.js';

/**
 * Changes the fields sent; the others stay. The key is write-only: omitted keeps it, a new one
 * replaces it, null removes it. The result must still be a usable provider.
 */
export async function updateCredential(
  regions: Regions,
  box: SecretBox,
  caches: ReadCaches,
  access: WorkspaceAccess,
  credentialId: string,
  body: UpdateCredentialBody,
  by: AuditBy,
): Promise<Credential> {
  const current = await findCredential(regions, access, credentialId);
  const provider = body.provider ?? current.provider;
  const baseURL = body.baseURL === undefined ? current.baseURL : body.baseURL && trimBaseUrl(body.baseURL);
  const hasApiKey = body.apiKey === undefined ? current.apiKeyEncrypted !== null : body.apiKey !== null;
  const problem = credentialProblem({ provider, baseURL, hasApiKey });
  if (problem) throw new AppError('VALIDATION_FAILED', problem.message, { field: problem.path });

  let row: typeof current | undefined;
  try {
    row = await regions.db(access.region).transaction(async (tx) => {
      const [saved] = await tx
        .update(llmCredentials)
        .set({
          provider,
          baseURL,
          ...(body.label === undefined ? {} : { label: body.label }),
          ...(body.apiKey === undefined ? {} : sealedKey(box, body.apiKey)),
          updatedAt: new Date(),
        })
        .where(and(eq(llmCredentials.id, credentialId), eq(llmCredentials.workspaceUid, access.uid)))
        .returning();
      if (!saved) return undefined;
      // Which fields changed, by name: the key itself never reaches the log.
      const changed = Object.keys(body).sort().join(', ');
      const detail = { provider: saved.provider, changed };
      await recordAudit(tx, {
        workspaceUid: access.uid,
        action: 'credentials.changed',
        by,
        target: saved.label,
        detail,
      });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw labelTaken();
    throw error;
  }
  if (!row) throw notFound('Provider not found.');
  await forgetDefaultCredential(caches, access);
  return toCredential(row);
}
