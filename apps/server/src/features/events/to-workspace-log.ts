import type { WorkspaceLog } from '@agent-platform/core';
import type { workspaceLogs } from '../../platform/db/schema/index.js';

export function toWorkspaceLog(row: typeof workspaceLogs.$inferSelect): WorkspaceLog {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    agentId: row.agentId,
    channel: row.channel,
    metadata: row.metadata,
    withEmail: row.withEmail,
    createdAt: row.createdAt.toISOString(),
  };
}
