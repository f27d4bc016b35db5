import type { AgencyOrgs } from '@agent-platform/core';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/regions.js';
import { clients, toClient } from '../clients/index.js';
import { orgs } from './schema.js';
import { toOrg } from './to-org.js';

/** The agency's client organisations with their client users, newest first; the workspace's own org is not one. */
export async function listOrgs(db: Db, box: SecretBox, access: WorkspaceAccess): Promise<AgencyOrgs> {
  const [orgRows, clientRows] = await Promise.all([
    db
      .select()
      .from(orgs)
      .where(and(eq(orgs.workspaceUid, access.uid), ne(orgs.id, access.uid)))
      .orderBy(desc(orgs.createdAt), desc(orgs.id)),
    db
      .select()
      .from(clients)
      .where(eq(clients.workspaceUid, access.uid))
      .orderBy(desc(clients.createdAt), desc(clients.id)),
  ]);
  return {
    orgs: orgRows.map((row) => ({
      ...toOrg(row),
      clients: clientRows.filter((client) => client.orgId === row.id).map((client) => toClient(box, client)),
    })),
  };
}
