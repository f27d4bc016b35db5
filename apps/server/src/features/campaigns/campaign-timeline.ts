import { and, eq, isNotNull } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { campaignContacts } from '../../platform/db/schema/index.js';
import { findCampaign } from './find-campaign.js';

const HOUR_MS = 3600_000;

/** Per hour, how many contacts the campaign reached, and how many responded (replied, answered, or opted out). */
export async function campaignTimeline(regions: Regions, access: WorkspaceAccess, campaignId: string) {
  const db = regions.db(access.region);
  const campaign = await findCampaign(db, access, campaignId);
  // At most 10,000 contacts: counted here rather than in two grouped queries.
  const reached = await db
    .select({ reachedAt: campaignContacts.reachedAt, respondedAt: campaignContacts.respondedAt })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaign.id), isNotNull(campaignContacts.reachedAt)));
  const points = new Map<number, { reached: number; responded: number }>();
  const point = (at: Date) => {
    const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    return points.get(hour) ?? points.set(hour, { reached: 0, responded: 0 }).get(hour)!;
  };
  for (const contact of reached) {
    if (contact.reachedAt) point(contact.reachedAt).reached++;
    if (contact.respondedAt) point(contact.respondedAt).responded++;
  }
  return {
    points: [...points.entries()]
      .sort(([a], [b]) => a - b)
      .map(([hour, counts]) => ({ at: new Date(hour).toISOString(), ...counts })),
  };
}
