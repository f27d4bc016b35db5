import { MASKED_SECRET, type ToolField } from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { isSealedField, type ToolRow } from './to-tool.js';

/**
 * The fields as they are stored: each secret value sealed with the server key. A secret sent back
 * as MASKED_SECRET (the form of a loaded tool, unchanged) keeps the value saved for that field.
 */
export function sealToolFields(box: SecretBox, fields: readonly ToolField[], saved: ToolRow['fields'] = []): unknown[] {
  return fields.map((field) => {
    if (!field.secret) return field;
    if (field.value !== MASKED_SECRET) return { ...field, value: box.seal(field.value) };
    const kept = saved.find((stored) => isSealedField(stored) && samePlace(stored, field));
    if (!kept || !isSealedField(kept)) {
      throw new AppError('VALIDATION_FAILED', `Please type the secret value of "${field.key}" again.`);
    }
    return { ...field, value: kept.value };
  });
}

// Header names are case-insensitive; query and body keys are not.
function samePlace(stored: object, field: ToolField): boolean {
  const { in: place, key } = stored as { in?: unknown; key?: unknown };
  if (place !== field.in || typeof key !== 'string') return false;
  return field.in === 'header' ? key.toLowerCase() === field.key.toLowerCase() : key === field.key;
}
