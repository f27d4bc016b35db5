import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Db, Tx } from '../../platform/db/regions.js';
import { campaigns } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

export type CampaignRow = typeof campaigns.$inferSelect;

/** A campaign of the workspace the access may see (a client's: of its own agents only); 404 otherwise. */
export async function findCampaign(
  db: Db | Tx,
  access: WorkspaceAccess,
  campaignId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), reachableRows(access, campaigns)));
  const [campaign] = options.forUpdate ? await query.for('update') : await query;
  if (!campaign) throw notFound('Campaign not found.');
  return campaign;
}
