import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { tools } from '../../platform/db/schema/index.js';
import { toolNotFound } from './find-tool.js';

/**
 * Deletes a tool and its secret for good. Agents that list it in `assignedToolsIds` keep the
 * id; an id without a tool is skipped when the agent answers.
 */
export async function deleteTool(regions: Regions, access: WorkspaceAccess, toolId: string) {
  const deleted = await regions
    .db(access.region)
    .delete(tools)
    .where(and(eq(tools.id, toolId), eq(tools.workspaceUid, access.uid)))
    .returning({ id: tools.id });
  if (deleted.length === 0) throw toolNotFound();
}
