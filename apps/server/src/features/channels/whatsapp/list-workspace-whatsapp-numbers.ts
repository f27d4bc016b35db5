import { and, desc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../../platform/auth/principals.js';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, waNumbers } from '../../../platform/db/schema/index.js';
import { toWaNumber } from './to-wa-number.js';

/** `/whatsapp-numbers`: every number connected across the workspace's agents in the region, with its agent's name. */
export async function listWorkspaceWhatsappNumbers(regions: Regions, access: WorkspaceAccess) {
  const rows = await regions
    .db(access.region)
    .select({ number: waNumbers, agentName: agents.title })
    .from(waNumbers)
    .innerJoin(agents, and(eq(agents.id, waNumbers.agentId), eq(agents.workspaceUid, waNumbers.workspaceUid)))
    .where(eq(waNumbers.workspaceUid, access.uid))
    .orderBy(desc(waNumbers.connectedAt));
  return { numbers: rows.map((row) => ({ ...toWaNumber(row.number), agentName: row.agentName })) };
}
