import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { tools } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { ToolRow } from './to-tool.js';

export const toolNotFound = () => notFound('Tool not found.');

/** One of the workspace's tools; another workspace's is not found, like a missing one. */
export async function findTool(regions: Regions, access: WorkspaceAccess, toolId: string): Promise<ToolRow> {
  const [row] = await regions
    .db(access.region)
    .select()
    .from(tools)
    .where(and(eq(tools.id, toolId), eq(tools.workspaceUid, access.uid)))
    .limit(1);
  if (!row) throw toolNotFound();
  return row;
}
