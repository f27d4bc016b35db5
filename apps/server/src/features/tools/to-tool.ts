import {
  MASKED_SECRET,
  TOOL_SECRET_HINT_MIN_LENGTH,
  type Tool,
  type ToolField,
  ZToolField,
} from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';
import type { tools } from '../../platform/db/schema/index.js';

export type ToolRow = typeof tools.$inferSelect;

/** The API's view of a saved tool: whether it has a secret and the secret's last characters, never the secret. */
export function toTool(box: SecretBox, row: ToolRow): Tool {
  // The table keeps no hint column: the hint is read from the sealed secret itself.
  const secret = row.serverUrlSecretEncrypted === null ? null : box.open(row.serverUrlSecretEncrypted);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    fields: toolFields(row),
    serverUrl: row.serverUrl,
    hasServerUrlSecret: secret !== null,
    serverUrlSecretHint: secret !== null && secret.length >= TOOL_SECRET_HINT_MIN_LENGTH ? secret.slice(-4) : null,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stored fields as they may be shown (secret values as MASKED_SECRET), each checked again:
 * only fields the contract accepts reach the model or a request.
 */
export function toolFields(row: Pick<ToolRow, 'fields'>): ToolField[] {
  return readFields(row, () => MASKED_SECRET);
}

/** The stored fields with their secret values opened: only for the request sent to the tool's server. */
export function openToolFields(box: SecretBox, row: Pick<ToolRow, 'fields'>): ToolField[] {
  return readFields(row, (sealed) => box.open(sealed));
}

function readFields(row: Pick<ToolRow, 'fields'>, secretValue: (sealed: string) => string): ToolField[] {
  return row.fields.flatMap((stored) => {
    const field = isSealedField(stored) ? { ...stored, value: secretValue(stored.value) } : stored;
    const parsed = ZToolField.safeParse(field);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A stored field whose fixed value is a secret: its `value` holds the value sealed with the server key. */
export function isSealedField(stored: unknown): stored is { secret: true; value: string } {
  if (typeof stored !== 'object' || stored === null) return false;
  const { secret, value } = stored as { secret?: unknown; value?: unknown };
  return secret === true && typeof value === 'string' && value !== '';
}
