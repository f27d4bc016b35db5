import { AGENT_SECRET_FIELDS, agentSecretAt, MASKED_AGENT_SECRET, withAgentSecret } from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';

/**
 * The agent document as it is stored: each secret (AGENT_SECRET_FIELDS) sealed with the server
 * key. A secret sent back as the mask keeps the `saved` one; an empty or missing one is removed.
 */
export function sealAgentSecrets<T extends object>(box: SecretBox, doc: T, saved?: object): T {
  return AGENT_SECRET_FIELDS.reduce((sealed, field) => {
    const sent = agentSecretAt(doc, field);
    const kept = saved && agentSecretAt(saved, field);
    const value = !sent ? undefined : sent === MASKED_AGENT_SECRET ? kept && sealedOnce(box, kept) : box.seal(sent);
    return withAgentSecret(sealed, field, value);
  }, doc);
}

/** A stored secret sealed: as it is when it already was, sealed now when it is legacy plain text. */
export function sealedOnce(box: SecretBox, stored: string): string {
  return isSealed(box, stored) ? stored : box.seal(stored);
}

// Only the server key opens a sealed value (AES-GCM checks it): plain text never opens.
export function isSealed(box: SecretBox, stored: string): boolean {
  try {
    box.open(stored);
    return true;
  } catch {
    return false;
  }
}
