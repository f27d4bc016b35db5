import type { ClientAgents } from '@agent-platform/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';

/**
 * The client's agent picker (spec 001 §4 "Agents loading", §6): the agents of its widgetIDs that
 * still exist in the agency's workspace, most recently modified first.
 */
export async function listClientAgents(
  db: Db,
  access: Pick<ClientAccess, 'workspaceUid' | 'widgetIDs'>,
): Promise<ClientAgents> {
  if (access.widgetIDs.length === 0) return { agents: [] };
  const rows = await db
    .select({
      id: agents.id,
      title: agents.title,
      imageURL: agents.roundedImageURL,
      lastModified: agents.lastModified,
    })
    .from(agents)
    .where(and(eq(agents.workspaceUid, access.workspaceUid), inArray(agents.id, [...access.widgetIDs])))
    .orderBy(desc(agents.lastModified), agents.id);
  return { agents: rows.map((row) => ({ ...row, imageURL: row.imageURL || null })) };
}
