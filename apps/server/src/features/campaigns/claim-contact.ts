import type { Region } from '@agent-platform/core';
import { and, count, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { campaignContacts, campaigns, doNotContact } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { DO_NOT_CONTACT_REASON } from './add-contacts.js';
import type { CampaignRow } from './find-campaign.js';

export type Claim = 'claimed' | 'skipped' | 'not-running' | 'no-credits' | 'lines-full';

/**
 * Claims a contact for its message or call, in one commit (with `inClaim`, e.g. its charge): only
 * while the campaign runs, and never a number put on the do-not-contact list since it was added.
 * The claim carries this process's mark, so a claim its dead process never followed up is known.
 *
 * With `lines`, a call: it is claimed only while fewer than `lines` of the campaign's contacts are
 * being called. Claims of one campaign then take turns on its row, so steps running at once never
 * place more calls than its lines.
 */
export async function claimContact(
  regions: Regions,
  region: Region,
  campaign: CampaignRow,
  contact: { id: string; phone: string },
  options: { set?: Partial<typeof campaignContacts.$inferInsert>; lines?: number; inClaim?: (tx: Tx) => Promise<void> },
): Promise<Claim> {
  try {
    return await regions.db(region).transaction(async (tx) => {
      const [running] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'running')))
        .for(options.lines === undefined ? 'share' : 'no key update');
      if (!running) return 'not-running';
      if (options.lines !== undefined) {
        const [calling] = await tx
          .select({ n: count() })
          .from(campaignContacts)
          .where(and(eq(campaignContacts.campaignId, campaign.id), eq(campaignContacts.state, 'calling')));
        if ((calling?.n ?? 0) >= options.lines) return 'lines-full';
      }
      const blocked = exists(
        tx
          .select({ phone: doNotContact.phone })
          .from(doNotContact)
          .where(and(eq(doNotContact.workspaceUid, campaign.workspaceUid), eq(doNotContact.phone, contact.phone))),
      );
      const [optedOut] = await tx
        .update(campaignContacts)
        .set({ state: 'opted_out', lastError: DO_NOT_CONTACT_REASON, updatedAt: sql`now()` })
        .where(and(eq(campaignContacts.id, contact.id), isNull(campaignContacts.dispatchedAt), blocked))
        .returning({ id: campaignContacts.id });
      if (optedOut) return 'skipped';
      const [claimed] = await tx
        .update(campaignContacts)
        .set({
          ...options.set,
          dispatchedAt: sql`now()`,
          dispatchedBy: regions.mark.id,
          attempts: sql`${campaignContacts.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(campaignContacts.id, contact.id), isNull(campaignContacts.dispatchedAt)))
        .returning({ id: campaignContacts.id });
      if (!claimed) return 'skipped';
      await options.inClaim?.(tx);
      return 'claimed';
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'OUT_OF_CREDITS') return 'no-credits';
    throw error;
  }
}
