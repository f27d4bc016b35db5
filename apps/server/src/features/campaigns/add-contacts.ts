import { type AudienceReport, CAMPAIGN_MAX_CONTACTS, CAMPAIGN_TOO_MANY_CONTACTS } from '@agent-platform/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { campaignContacts, doNotContact } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';

/** A person to add to a campaign, their number already E.164. */
export interface ContactCandidate {
  name?: string | undefined;
  phone: string;
  email?: string | undefined;
  timeZone?: string | undefined;
  customFields: Record<string, string>;
}

const CONTACT_ID_LENGTH = 16;
export const DO_NOT_CONTACT_REASON = 'On the do-not-contact list';

/**
 * Adds people to a draft campaign, once per number: a number met again (in the list, or already in
 * the campaign) is merged into its contact, keeping what it had and filling in what it lacked.
 * Numbers on the workspace's do-not-contact list are left out.
 */
export async function addContacts(
  tx: Tx,
  campaign: { id: string; workspaceUid: string },
  candidates: ContactCandidate[],
): Promise<Omit<AudienceReport, 'rejected'>> {
  const byPhone = new Map<string, ContactCandidate>();
  let merged = 0;
  for (const candidate of candidates) {
    const earlier = byPhone.get(candidate.phone);
    if (earlier) merged++;
    byPhone.set(candidate.phone, earlier ? mergeContact(earlier, candidate) : candidate);
  }
  const phones = [...byPhone.keys()];
  if (phones.length === 0) return { added: 0, merged, excluded: [] };

  const blocked = await tx
    .select({ phone: doNotContact.phone })
    .from(doNotContact)
    .where(and(eq(doNotContact.workspaceUid, campaign.workspaceUid), inArray(doNotContact.phone, phones)));
  const excluded = blocked.map(({ phone }) => ({ phone, reason: DO_NOT_CONTACT_REASON }));
  for (const { phone } of blocked) byPhone.delete(phone);

  const existing = await tx
    .select()
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaign.id), inArray(campaignContacts.phone, [...byPhone.keys()])));
  for (const contact of existing) {
    const candidate = byPhone.get(contact.phone);
    if (!candidate) continue;
    merged++;
    byPhone.delete(contact.phone);
    const next = mergeContact(
      {
        name: contact.name ?? undefined,
        phone: contact.phone,
        email: contact.email ?? undefined,
        timeZone: contact.timeZone ?? undefined,
        customFields: contact.customFields,
      },
      candidate,
    );
    await tx
      .update(campaignContacts)
      .set({
        name: next.name ?? null,
        email: next.email ?? null,
        timeZone: next.timeZone ?? null,
        customFields: next.customFields,
        updatedAt: sql`now()`,
      })
      .where(eq(campaignContacts.id, contact.id));
  }
  const fresh = [...byPhone.values()];
  // The caller holds the campaign's row lock, so no other addition moves this count meanwhile.
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(campaignContacts)
    .where(eq(campaignContacts.campaignId, campaign.id));
  const held = counted?.count ?? 0;
  if (held + fresh.length > CAMPAIGN_MAX_CONTACTS) {
    throw new AppError('VALIDATION_FAILED', CAMPAIGN_TOO_MANY_CONTACTS);
  }
  if (fresh.length > 0) {
    await tx.insert(campaignContacts).values(
      fresh.map((contact, index) => ({
        id: randomId(CONTACT_ID_LENGTH),
        position: held + index,
        campaignId: campaign.id,
        name: contact.name ?? null,
        phone: contact.phone,
        email: contact.email ?? null,
        timeZone: contact.timeZone ?? null,
        customFields: contact.customFields,
      })),
    );
  }
  return { added: fresh.length, merged, excluded };
}

/** What is known of one person from two rows: the first's details, completed by the second's. */
function mergeContact(first: ContactCandidate, second: ContactCandidate): ContactCandidate {
  return {
    phone: first.phone,
    name: first.name ?? second.name,
    email: first.email ?? second.email,
    timeZone: first.timeZone ?? second.timeZone,
    customFields: { ...second.customFields, ...first.customFields },
  };
}
