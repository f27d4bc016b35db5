import { type AgencyDocument, ZAgencyDocument } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { agencies } from '../agencies/index.js';

/**
 * The agency as its clients meet it: its name (the workspace's before the first save) and its
 * settings document with the defaults filled in.
 */
export async function findClientAgency(
  db: Db,
  workspaceUid: string,
): Promise<{ name: string; document: AgencyDocument }> {
  const [row] = await db
    .select({ workspaceName: workspaces.workspaceName, name: agencies.name, settings: agencies.settings })
    .from(workspaces)
    .leftJoin(agencies, eq(agencies.workspaceUid, workspaces.uid))
    .where(eq(workspaces.uid, workspaceUid))
    .limit(1);
  return {
    name: row?.name ?? row?.workspaceName ?? '',
    document: ZAgencyDocument.parse(row?.settings ?? {}),
  };
}
