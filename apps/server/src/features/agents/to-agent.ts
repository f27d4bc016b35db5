import { type Agent, maskAgentSecrets, ZAgent } from '@agent-platform/core';
import { type SecretBox, sha256 } from '../../platform/crypto.js';
import type { agents, StoredAgentDoc } from '../../platform/db/schema/index.js';
import { sealAgentSecrets } from './seal-agent-secrets.js';

export type AgentRow = typeof agents.$inferSelect;

/**
 * The whole agent document as its workspace sees it, with its SECRET_API_KEY opened, its other
 * secrets masked (write-only), and its `tokensUsage` as counted by the answers (a column, so
 * that saves never overwrite the count).
 */
export function toAgent(row: Pick<AgentRow, 'doc' | 'secretKeyEncrypted' | 'tokensUsage'>, box: SecretBox): Agent {
  return {
    ...maskAgentSecrets(row.doc),
    tokensUsage: row.tokensUsage,
    SECRET_API_KEY: box.open(row.secretKeyEncrypted),
  };
}

/**
 * The stored columns of an agent document: the inverse of `toAgent`. Every write passes here,
 * so every stored document is checked by `ZAgent`, whichever operation built it, and has its
 * secrets sealed; a secret sent back masked keeps the one in `saved` (the document it replaces).
 */
export function agentColumns(input: Agent, box: SecretBox, saved?: StoredAgentDoc) {
  const agent = ZAgent.parse(input);
  const { SECRET_API_KEY, ...plain } = agent;
  const doc = sealAgentSecrets(box, plain, saved);
  return {
    title: agent.title,
    description: agent.description,
    roundedImageURL: agent.roundedImageURL,
    starred: agent.starred ?? false,
    lastModified: agent.lastModified,
    doc,
    secretKeyHash: sha256(SECRET_API_KEY),
    secretKeyEncrypted: box.seal(SECRET_API_KEY),
  };
}
