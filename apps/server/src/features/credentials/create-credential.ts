import { API_KEY_HINT_MIN_LENGTH, type CreateCredentialBody, type Credential } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { toCredential } from './to-credential.js';
import { forgetDefaultCredential } from './workspace-language-model.js';

export const CREDENTIAL_ID_LENGTH = 16;

export const labelTaken = () =>
  new AppError('LABEL_TAKEN', 'A provider with this label already exists. Please choose another label.');

/** Saves a provider for the workspace; its key is stored only sealed with the server key. */
export async function createCredential(
  regions: Regions,
  box: SecretBox,
  caches: ReadCaches,
  access: WorkspaceAccess,
  body: CreateCredentialBody,
  by: AuditBy,
): Promise<Credential> {
  // The unique label per workspace decides a race between two saves of one label.
  const row = await regions.db(access.region).transaction(async (tx) => {
    const [saved] = await tx
      .insert(llmCredentials)
      .values({
        id: randomId(CREDENTIAL_ID_LENGTH),
        workspaceUid: access.uid,
        provider: body.provider,
        label: body.label,
        baseURL: body.baseURL ? trimBaseUrl(body.baseURL) : null,
        ...sealedKey(box, body.apiKey ?? null),
      })
      .onConflictDoNothing({ target: [llmCredentials.workspaceUid, llmCredentials.label] })
      .returning();
    if (!saved) throw labelTaken();
    const detail = { provider: saved.provider, hasApiKey: saved.apiKeyEncrypted !== null };
    await recordAudit(tx, { workspaceUid: access.uid, action: 'credentials.added', by, target: saved.label, detail });
    return saved;
  });
  await forgetDefaultCredential(caches, access);
  return toCredential(row);
}

/** The columns holding a key: sealed, with its last four characters when it is long enough to spare them. */
export function sealedKey(box: SecretBox, apiKey: string | null) {
  return {
    apiKeyEncrypted: apiKey === null ? null : box.seal(apiKey),
    apiKeyHint: apiKey !== null && apiKey.length >= API_KEY_HINT_MIN_LENGTH ? apiKey.slice(-4) : null,
  };
}

/** `http://host/v1/` and `http://host/v1` are the same server; paths are appended to it. */
export const trimBaseUrl = (url: string) => url.replace(/\/+$/, '');
