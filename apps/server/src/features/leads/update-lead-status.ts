import type { Lead, LeadStatus } from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Regions } from '../../platform/db/regions.js';
import { leads } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { toLead } from './to-lead.js';

export async function updateLeadStatus(
  regions: Regions,
  access: WorkspaceAccess,
  leadId: string,
  status: LeadStatus,
): Promise<Lead> {
  const [row] = await regions
    .db(access.region)
    .update(leads)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(leads.id, leadId), reachableRows(access, leads)))
    .returning();
  if (!row) throw notFound('Lead not found.');
  return toLead(row);
}
