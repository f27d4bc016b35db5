import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { twilioNumbers } from '../../platform/db/schema/index.js';
import { releaseNumber } from '../../providers/twilio/twilio-api.js';
import { requireTwilioAccount } from '../credentials/index.js';
import { findTwilioNumber } from './find-twilio-number.js';
import { twilioFailure } from './twilio-failure.js';

/**
 * Gives a number back to Twilio and unassigns it. The row stays, released, because the number
 * keeps its phone slot until the billing cycle ends.
 */
export async function releaseTwilioNumber(
  regions: Regions,
  box: SecretBox,
  twilioApiUrl: string,
  access: WorkspaceAccess,
  numberId: string,
): Promise<void> {
  const held = await findTwilioNumber(regions, access, numberId);
  const account = await requireTwilioAccount(regions, box, access.region, access.uid);
  try {
    await releaseNumber(twilioApiUrl, account, held.twilioSid);
  } catch (error) {
    throw twilioFailure(error);
  }
  await regions
    .db(access.region)
    .update(twilioNumbers)
    .set({ releasedAt: new Date(), agentId: null })
    .where(eq(twilioNumbers.id, held.id));
}
