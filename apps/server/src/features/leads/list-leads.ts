import { LEADS_LIST_LIMIT, type Lead, type LeadListQuery } from '@agent-platform/core';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Regions } from '../../platform/db/regions.js';
import { leads } from '../../platform/db/schema/index.js';
import { toLead } from './to-lead.js';

/** The workspace's leads, newest first, of one agent if asked, matching the search if any. */
export async function listLeads(regions: Regions, access: WorkspaceAccess, query: LeadListQuery): Promise<Lead[]> {
  const filters: (SQL | undefined)[] = [reachableRows(access, leads)];
  if (query.agentId) filters.push(eq(leads.agentId, query.agentId));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.phone, pattern)));
  }
  const rows = await regions
    .db(access.region)
    .select()
    .from(leads)
    .where(and(...filters))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_LIST_LIMIT);
  return rows.map(toLead);
}
