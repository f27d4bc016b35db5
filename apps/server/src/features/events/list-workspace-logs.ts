import { EVENTS_PAGE_LIMIT, type WorkspaceLog } from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceLogs } from '../../platform/db/schema/index.js';
import { toWorkspaceLog } from './to-workspace-log.js';

/** The workspace's latest logs, newest first. */
export async function listWorkspaceLogs(regions: Regions, access: WorkspaceAccess): Promise<WorkspaceLog[]> {
  const rows = await regions
    .db(access.region)
    .select()
    .from(workspaceLogs)
    .where(eq(workspaceLogs.workspaceUid, access.uid))
    .orderBy(desc(workspaceLogs.createdAt), desc(workspaceLogs.id))
    .limit(EVENTS_PAGE_LIMIT);
  return rows.map(toWorkspaceLog);
}
