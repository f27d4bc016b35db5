import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../../platform/crypto.js';
import type { Regions } from '../../../platform/db/regions.js';
import { twilioAccounts, twilioNumbers } from '../../../platform/db/schema/index.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { isSignedByTwilio } from '../../../providers/twilio/voice-webhook.js';

export interface VoiceWebhookDeps {
  regions: Regions;
  secretBox: SecretBox;
}

export type VoiceNumber = typeof twilioNumbers.$inferSelect;

/**
 * The number a voice webhook is about, once its request is proven to come from the Twilio
 * account that owns it: the signature is checked against the address Twilio called (our public
 * URL and the path with its query) and the posted form fields, with that workspace's Auth Token.
 */
export async function verifyVoiceWebhook(
  deps: VoiceWebhookDeps,
  region: Region,
  numberId: string,
  request: { url: string; signature: string | undefined; params: Record<string, string> },
): Promise<VoiceNumber> {
  // One query for the number and its workspace's account: this runs on every turn of every call.
  const [found] = await deps.regions
    .db(region)
    .select({ number: twilioNumbers, accountSid: twilioAccounts.accountSid, sealed: twilioAccounts.authTokenEncrypted })
    .from(twilioNumbers)
    .leftJoin(twilioAccounts, eq(twilioAccounts.workspaceUid, twilioNumbers.workspaceUid))
    .where(eq(twilioNumbers.id, numberId))
    .limit(1);
  if (!found) throw notFound('Phone number not found.');
  const { number } = found;
  const account =
    found.accountSid && found.sealed
      ? { accountSid: found.accountSid, authToken: deps.secretBox.open(found.sealed) }
      : undefined;
  if (
    !account ||
    account.accountSid !== request.params.AccountSid ||
    !isSignedByTwilio(account.authToken, request.signature, request.url, request.params)
  ) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The request is not signed by Twilio.');
  }
  return number;
}
