import type { Agency } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { agencies } from './schema.js';
import { toAgency } from './to-agency.js';

/** The agency settings of a workspace: its saved record, or the defaults before the first save. */
export async function getAgency(db: Db, access: WorkspaceAccess): Promise<Agency> {
  const [found] = await db
    .select({ workspace: { uid: workspaces.uid, workspaceName: workspaces.workspaceName }, agency: agencies })
    .from(workspaces)
    .leftJoin(agencies, eq(agencies.workspaceUid, workspaces.uid))
    .where(eq(workspaces.uid, access.uid))
    .limit(1);
  if (!found) throw notFound('Workspace not found.');
  return toAgency(found.workspace, found.agency ?? undefined);
}
