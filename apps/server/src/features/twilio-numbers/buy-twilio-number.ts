import {
  NO_PHONE_SLOTS_FREE_PLAN,
  noPhoneSlotsLeft,
  TWILIO_NUMBER_TAKEN,
  type TwilioNumber,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { twilioNumbers, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import type { TenancyConfig } from '../../platform/tenancy/index.js';
import { buyNumber, TwilioError } from '../../providers/twilio/twilio-api.js';
import { requireTwilioAccount } from '../credentials/index.js';
import { voiceWebhookUrls } from '../voice/index.js';
import { toTwilioNumber } from './list-twilio-numbers.js';
import { phoneSlots } from './phone-slots.js';
import { twilioFailure } from './twilio-failure.js';

const NUMBER_ID_LENGTH = 16;

export interface BuyNumberDeps {
  regions: Regions;
  secretBox: SecretBox;
  config: TenancyConfig & { providers: { twilioApiUrl: string; twilioIncludedNumberSlots: number } };
}

/**
 * Buys a number through the workspace's Twilio account, its calls pointed at our voice webhooks.
 * The slot is taken first, in a transaction that locks the workspace, so two purchases at once
 * never exceed the plan; a purchase Twilio refuses gives the slot back.
 */
export async function buyTwilioNumber(
  deps: BuyNumberDeps,
  access: WorkspaceAccess,
  number: string,
): Promise<TwilioNumber> {
  const account = await requireTwilioAccount(deps.regions, deps.secretBox, access.region, access.uid);
  const db = deps.regions.db(access.region);
  const id = randomId(NUMBER_ID_LENGTH);
  await db.transaction(async (tx) => {
    await tx.select({ uid: workspaces.uid }).from(workspaces).where(eq(workspaces.uid, access.uid)).for('update');
    const slots = await phoneSlots(tx, access.uid, deps.config.providers.twilioIncludedNumberSlots);
    if (slots.total === 0) throw new AppError('PLAN_LIMIT', NO_PHONE_SLOTS_FREE_PLAN);
    if (slots.used >= slots.total) throw new AppError('PLAN_LIMIT', noPhoneSlotsLeft(slots.total));
    const [held] = await tx
      .insert(twilioNumbers)
      // Twilio's sid and name are filled in once it sold the number.
      .values({ id, workspaceUid: access.uid, number, friendlyName: number, twilioSid: '' })
      .onConflictDoNothing()
      .returning({ id: twilioNumbers.id });
    if (!held) throw new AppError('TWILIO_REFUSED', TWILIO_NUMBER_TAKEN);
  });
  try {
    const hooks = voiceWebhookUrls(deps.config, access.region, id);
    const bought = await buyNumber(deps.config.providers.twilioApiUrl, account, number, hooks);
    const [row] = await db
      .update(twilioNumbers)
      .set({ twilioSid: bought.sid, number: bought.number, friendlyName: bought.friendlyName })
      .where(eq(twilioNumbers.id, id))
      .returning();
    if (!row) throw new Error(`bought number ${id} vanished`);
    return toTwilioNumber(row);
  } catch (error) {
    await db.delete(twilioNumbers).where(eq(twilioNumbers.id, id));
    if (error instanceof TwilioError && error.status === 400) throw new AppError('TWILIO_REFUSED', TWILIO_NUMBER_TAKEN);
    throw twilioFailure(error);
  }
}
