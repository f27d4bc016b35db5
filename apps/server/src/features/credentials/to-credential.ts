import type { Credential } from '@agent-platform/core';
import type { llmCredentials } from '../../platform/db/schema/index.js';

export type CredentialRow = typeof llmCredentials.$inferSelect;

/** The API's view of a saved provider: whether it has a key and the key's last characters, never the key. */
export function toCredential(row: CredentialRow): Credential {
  return {
    id: row.id,
    provider: row.provider,
    label: row.label,
    baseURL: row.baseURL,
    apiKeyHint: row.apiKeyHint,
    hasApiKey: row.apiKeyEncrypted !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
