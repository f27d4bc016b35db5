import { type AgentSecretField, agentSecretAt } from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';

/**
 * The real value of one of the agent's secrets, for the code that uses it (a channel sending with
 * it, a webhook check); undefined when none is saved. Never for an answer of the API.
 */
export function openAgentSecret(box: SecretBox, doc: object, field: AgentSecretField): string | undefined {
  const stored = agentSecretAt(doc, field);
  if (!stored) return undefined;
  try {
    return box.open(stored);
  } catch {
    // Plain text: a document written before secrets were sealed, not yet upgraded at start-up.
    return stored;
  }
}
