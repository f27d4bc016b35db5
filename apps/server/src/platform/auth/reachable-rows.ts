import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { reachableAgents, type WorkspaceAccess } from './principals.js';

/**
 * The rows of a table an access may see: the workspace's, and for a client only those of its own
 * agents. Every query of a route open to clients (conversations, leads...) filters with this.
 */
export function reachableRows(access: WorkspaceAccess, columns: { workspaceUid: PgColumn; agentId: PgColumn }): SQL {
  const agentIds = reachableAgents(access);
  const ofWorkspace = eq(columns.workspaceUid, access.uid);
  if (!agentIds) return ofWorkspace;
  return agentIds.length > 0 ? (and(ofWorkspace, inArray(columns.agentId, [...agentIds])) as SQL) : sql`false`;
}
