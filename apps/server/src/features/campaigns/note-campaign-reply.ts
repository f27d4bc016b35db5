import type { Region } from '@agent-platform/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { campaignContacts, type conversations, doNotContact } from '../../platform/db/schema/index.js';

/** What a person writes or says to hear no more from the workspace (WhatsApp's own opt-out keywords, in the usual languages). */
const OPT_OUT_WORDS = new Set([
  'stop',
  'stop all',
  'unsubscribe',
  'opt out',
  'opt-out',
  'cancel',
  'end',
  'quit',
  'arret',
  'arrêt',
  'alto',
  'baja',
  // Said on a call.
  'stop calling',
  'stop calling me',
  'do not call me',
  "don't call me",
  'remove me from your list',
]);
export const OPTED_OUT_REASON = 'Asked to hear no more';

export const isOptOut = (text: string) =>
  OPT_OUT_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, '')
      .replace(/\u2019/g, "'"),
  );

/**
 * A message from a person a campaign reached: their contact has replied. "Stop" (and its kin) puts
 * their number on the workspace's do-not-contact list, and no campaign of the workspace reaches
 * them again.
 */
export async function noteCampaignReply(
  deps: { regions: Regions },
  region: Region,
  conversation: Pick<typeof conversations.$inferSelect, 'id' | 'workspaceUid'>,
  text: string,
): Promise<void> {
  const db = deps.regions.db(region);
  const optOut = isOptOut(text);
  const reached = await db
    .update(campaignContacts)
    .set({
      state: optOut ? 'opted_out' : 'replied',
      respondedAt: sql`coalesce(${campaignContacts.respondedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(campaignContacts.conversationId, conversation.id),
        inArray(campaignContacts.state, optOut ? ['messaged', 'replied', 'calling', 'answered'] : ['messaged']),
      ),
    )
    .returning({ phone: campaignContacts.phone });
  if (!optOut || reached.length === 0) return;
  const phones = [...new Set(reached.map(({ phone }) => phone))];
  await db
    .insert(doNotContact)
    .values(phones.map((phone) => ({ workspaceUid: conversation.workspaceUid, phone, reason: OPTED_OUT_REASON })))
    .onConflictDoNothing();
}
