import { type Campaign, CONTACT_STATES, type ContactState } from '@agent-platform/core';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { campaignContacts } from '../../platform/db/schema/index.js';
import type { CampaignRow } from './find-campaign.js';

/** Campaigns as the dashboard shows them: with how many contacts are in each state, and what they cost. */
export async function toCampaigns(db: Db | Tx, rows: CampaignRow[]): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const counted = await db
    .select({
      campaignId: campaignContacts.campaignId,
      state: campaignContacts.state,
      contacts: sql<number>`count(*)::int`,
      cost: sql<number>`coalesce(sum(${campaignContacts.cost}), 0)::float8`,
      reached: sql<number>`count(${campaignContacts.reachedAt})::int`,
      responded: sql<number>`count(${campaignContacts.respondedAt})::int`,
    })
    .from(campaignContacts)
    .where(
      inArray(
        campaignContacts.campaignId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(campaignContacts.campaignId, campaignContacts.state);
  return rows.map((row) => {
    const own = counted.filter((count) => count.campaignId === row.id);
    const totals = Object.fromEntries(CONTACT_STATES.map((state) => [state, 0])) as Record<ContactState, number>;
    for (const count of own) totals[count.state] = count.contacts;
    return {
      id: row.id,
      agentId: row.agentId,
      name: row.name,
      kind: row.kind,
      status: row.status,
      stoppedReason: row.stoppedReason,
      schedule: {
        startsAt: row.startsAt?.toISOString() ?? null,
        timeZone: row.timeZone,
        days: row.days,
        hoursFrom: row.hoursFrom,
        hoursTo: row.hoursTo,
      },
      template: row.template ?? null,
      openingLine: row.openingLine,
      maxSimultaneous: row.maxSimultaneous,
      retries: { count: row.retryCount, spacingMinutes: row.retrySpacingMinutes },
      contacts: own.reduce((sum, count) => sum + count.contacts, 0),
      totals,
      reached: own.reduce((sum, count) => sum + count.reached, 0),
      responded: own.reduce((sum, count) => sum + count.responded, 0),
      creditsSpent: own.reduce((sum, count) => sum + count.cost, 0),
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
    };
  });
}

export async function toCampaign(db: Db | Tx, row: CampaignRow): Promise<Campaign> {
  const [campaign] = await toCampaigns(db, [row]);
  return campaign as Campaign;
}
