import type { Tool } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { tools } from '../../platform/db/schema/index.js';
import { toTool } from './to-tool.js';

/** The workspace's tools, by name. */
export async function listTools(regions: Regions, box: SecretBox, access: WorkspaceAccess): Promise<Tool[]> {
  const rows = await regions
    .db(access.region)
    .select()
    .from(tools)
    .where(eq(tools.workspaceUid, access.uid))
    .orderBy(asc(tools.name), asc(tools.id));
  return rows.map((row) => toTool(box, row));
}
