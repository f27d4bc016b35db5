import type { Agent } from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';
import type { agents } from '../../platform/db/schema/index.js';

export type AgentRow = typeof agents.$inferSelect;

/** The whole agent document as its workspace sees it, with its SECRET_API_KEY opened. */
export function toAgent(row: Pick<AgentRow, 'doc' | 'secretKeyEncrypted'>, box: SecretBox): Agent {
  return { ...row.doc, SECRET_API_KEY: box.open(row.secretKeyEncrypted) };
}
