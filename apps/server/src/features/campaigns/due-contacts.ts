import { campaignWindowOpen } from '@agent-platform/core';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { campaignContacts } from '../../platform/db/schema/index.js';
import type { CampaignRow } from './find-campaign.js';

/** Contacts looked at per step for those whose days and hours allow reaching them now. */
const LOOKAHEAD = 500;

export type ContactRow = typeof campaignContacts.$inferSelect;

/** Up to `limit` contacts to reach now, in list order: queued, not claimed, not waiting for a retry, within their hours. */
export async function dueContacts(
  db: Db,
  campaign: CampaignRow,
  limit: number,
  now = new Date(),
): Promise<ContactRow[]> {
  if (limit <= 0) return [];
  const waiting = await db
    .select()
    .from(campaignContacts)
    .where(
      and(
        eq(campaignContacts.campaignId, campaign.id),
        eq(campaignContacts.state, 'queued'),
        isNull(campaignContacts.dispatchedAt),
        or(isNull(campaignContacts.nextAttemptAt), lte(campaignContacts.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(campaignContacts.position))
    .limit(LOOKAHEAD);
  return waiting
    .filter((contact) => campaignWindowOpen(campaign, contact.timeZone ?? campaign.timeZone, now))
    .slice(0, limit);
}
