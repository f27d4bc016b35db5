import { API_KEY_HINT_MIN_LENGTH, type VfApiKeyStatus } from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';

/**
 * Whether a key is saved, with its last four characters when it is long enough to spare them.
 * There is no hint column, so the sealed key is opened for it: cheap, and the key stays here.
 */
export function vfApiKeyStatus(box: SecretBox, sealed: string | null): VfApiKeyStatus {
  if (sealed === null) return { hasApiKey: false, apiKeyHint: null };
  const key = box.open(sealed);
  return { hasApiKey: true, apiKeyHint: key.length >= API_KEY_HINT_MIN_LENGTH ? key.slice(-4) : null };
}
