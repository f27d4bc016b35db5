import type { TwilioNumber, TwilioNumberOffer, TwilioNumbersPage } from '@agent-platform/core';
import { TWILIO_NUMBER_COUNTRY } from '@agent-platform/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { twilioNumbers } from '../../platform/db/schema/index.js';
import { listAvailableNumbers } from '../../providers/twilio/twilio-api.js';
import { findTwilioAccount, requireTwilioAccount } from '../credentials/index.js';
import { phoneSlots } from './phone-slots.js';
import { twilioFailure } from './twilio-failure.js';

/** The workspace's numbers (spec 002 §7.5 getTwilioNumbers), its phone slots, and whether Twilio is set up. */
export async function listTwilioNumbers(
  regions: Regions,
  box: SecretBox,
  includedSlots: number,
  access: WorkspaceAccess,
): Promise<Omit<TwilioNumbersPage, 'available'>> {
  const db = regions.db(access.region);
  const rows = await db
    .select()
    .from(twilioNumbers)
    .where(and(eq(twilioNumbers.workspaceUid, access.uid), isNull(twilioNumbers.releasedAt)))
    .orderBy(asc(twilioNumbers.purchasedAt));
  const account = await findTwilioAccount(regions, box, access.region, access.uid);
  return {
    numbers: rows.map(toTwilioNumber),
    slots: await phoneSlots(db, access.uid, includedSlots),
    hasCredentials: !!account,
  };
}

/** Numbers Twilio offers for sale now, through the workspace's own account. */
export async function listAvailableTwilioNumbers(
  regions: Regions,
  box: SecretBox,
  twilioApiUrl: string,
  access: WorkspaceAccess,
): Promise<TwilioNumberOffer[]> {
  const account = await requireTwilioAccount(regions, box, access.region, access.uid);
  try {
    return await listAvailableNumbers(twilioApiUrl, account, TWILIO_NUMBER_COUNTRY);
  } catch (error) {
    throw twilioFailure(error);
  }
}

export function toTwilioNumber(row: typeof twilioNumbers.$inferSelect): TwilioNumber {
  return {
    id: row.id,
    number: row.number,
    friendlyName: row.friendlyName,
    agentId: row.agentId,
    purchasedAt: row.purchasedAt.toISOString(),
  };
}
