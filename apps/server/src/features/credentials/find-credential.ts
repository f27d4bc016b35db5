import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { LlmConnection } from '../../platform/llm/connection.js';
import type { CredentialRow } from './to-credential.js';

/** One of the workspace's saved providers; another workspace's is not found, like a missing one. */
export async function findCredential(
  regions: Regions,
  access: WorkspaceAccess,
  credentialId: string,
): Promise<CredentialRow> {
  const [row] = await regions
    .db(access.region)
    .select()
    .from(llmCredentials)
    .where(and(eq(llmCredentials.id, credentialId), eq(llmCredentials.workspaceUid, access.uid)))
    .limit(1);
  if (!row) throw notFound('Provider not found.');
  return row;
}

/** Where calls with this credential go, with its key opened. */
export function credentialConnection(box: SecretBox, row: CredentialRow): LlmConnection {
  return {
    provider: row.provider,
    baseURL: row.baseURL,
    apiKey: row.apiKeyEncrypted === null ? null : box.open(row.apiKeyEncrypted),
  };
}
