import type { ClientOrgAboutBody } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { orgs } from '../../platform/db/schema/index.js';
import { requireOrgAdmin } from './require-org-admin.js';

/** The organisation admin's About: the organisation's name, in the client's own organisation only. */
export async function renameClientOrg(db: Db, access: ClientAccess, body: ClientOrgAboutBody) {
  requireOrgAdmin(access);
  await db
    .update(orgs)
    .set({ name: body.name, lastModified: Date.now() })
    .where(and(eq(orgs.id, access.orgId), eq(orgs.workspaceUid, access.workspaceUid)));
}
