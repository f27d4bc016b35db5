import { z } from 'zod';
import { ZAgentParams } from '../agents/contracts.js';
import { recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';
import { billedMinutes } from './prices.js';

/** Twilio credentials on the Credentials page: the Account SID, and the Auth Token, write-only. */
export const TWILIO_SID_MESSAGE = 'Please enter your Twilio Account SID (AC followed by 32 letters or digits).';
export const TWILIO_TOKEN_MESSAGE = 'Please enter your Twilio Auth Token.';

export const ZTwilioAccountSid = z
  .string({ error: TWILIO_SID_MESSAGE })
  .trim()
  .regex(/^AC[0-9a-fA-F]{32}$/, TWILIO_SID_MESSAGE);

export const ZSaveTwilioCredentialsBody = z.strictObject({
  accountSid: ZTwilioAccountSid,
  authToken: z
    .string({ error: TWILIO_TOKEN_MESSAGE })
    .trim()
    .min(16, TWILIO_TOKEN_MESSAGE)
    .max(128, TWILIO_TOKEN_MESSAGE),
});
export type SaveTwilioCredentialsBody = z.infer<typeof ZSaveTwilioCredentialsBody>;

/** What a member sees of the saved credentials: never the token, only its last four characters. */
export const ZTwilioCredentials = z.object({
  accountSid: z.string(),
  authTokenHint: z.string(),
  updatedAt: z.string(),
});
export type TwilioCredentials = z.infer<typeof ZTwilioCredentials>;
export const ZTwilioCredentialsAnswer = z.object({ credentials: ZTwilioCredentials.nullable() });

export const ZTwilioConnectionTest = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), friendlyName: z.string(), status: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type TwilioConnectionTest = z.infer<typeof ZTwilioConnectionTest>;

export const TWILIO_CREDENTIALS_SAVED = 'Twilio credentials saved.';
export const TWILIO_CREDENTIALS_MISSING =
  'Add your Twilio Account SID and Auth Token on the Credentials page to use phone numbers.';

/** Spec 002 §3.10: a Twilio number is its number and friendlyName. */
export const ZTwilioNumberOffer = z.object({ number: z.string(), friendlyName: z.string() });
export type TwilioNumberOffer = z.infer<typeof ZTwilioNumberOffer>;

/** A number the workspace holds, and the agent answering it. */
export const ZTwilioNumber = ZTwilioNumberOffer.extend({
  id: z.string(),
  agentId: z.string().nullable(),
  purchasedAt: z.string(),
});
export type TwilioNumber = z.infer<typeof ZTwilioNumber>;

export const ZTwilioNumbersPage = z.object({
  numbers: z.array(ZTwilioNumber),
  /** Numbers Twilio offers for sale now; empty when none, or when no credentials are saved. */
  available: z.array(ZTwilioNumberOffer),
  /** The plan's phone slots, and those taken this billing cycle (held numbers and ones released in it). */
  slots: z.object({ total: z.number().int().nonnegative(), used: z.number().int().nonnegative() }),
  hasCredentials: z.boolean(),
});
export type TwilioNumbersPage = z.infer<typeof ZTwilioNumbersPage>;

/** The numbers Twilio is asked to offer: US local numbers, as most voice-agent owners want first. */
export const TWILIO_NUMBER_COUNTRY = 'US';

const E164_MESSAGE = 'Please enter a phone number in international format, such as +14155550100.';
export const ZPhoneNumber = z
  .string({ error: E164_MESSAGE })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, E164_MESSAGE);

export const ZBuyTwilioNumberBody = z.strictObject({ number: ZPhoneNumber });
export const ZAssignTwilioNumberBody = z.strictObject({ agentId: z.string().min(1).max(64).nullable() });
export const ZTwilioNumberParams = ZWorkspaceParams.extend({ numberId: recordId() });

/** Spec 002 §8.4 and §9.4 texts. */
export const TWILIO_NUMBERS_EMPTY = 'No numbers available. Please try again later.';
export const TWILIO_NUMBERS_ERROR_TOAST_MS = 5000;
export const TWILIO_PURCHASE_CONFIRMATION =
  'Adding a number uses a phone slot for the entire billing cycle, even if released early.';
export const NO_PHONE_SLOTS_FREE_PLAN =
  'Your plan includes no phone numbers. Upgrade your plan or add a phone number slot to buy one.';
export const noPhoneSlotsLeft = (total: number) =>
  `All ${total} phone number slot${total === 1 ? '' : 's'} of your plan are used this billing cycle. Add a phone number slot to buy another.`;
export const TWILIO_NUMBER_TAKEN = 'This number is no longer available. Please choose another.';

/** What a caller hears when every concurrent call line of the workspace is busy. */
export const CALL_LINES_BUSY_MESSAGE =
  'Thank you for calling. All our lines are busy right now. Please call again in a few minutes. Goodbye.';
/** What a caller hears when the number answers for no agent, or the agent cannot answer. */
export const CALL_UNAVAILABLE_MESSAGE = 'Sorry, this number cannot take calls right now. Goodbye.';
/** Said when a caller says nothing the gather heard. */
export const CALL_NO_SPEECH_PROMPT = 'Are you still there? Please tell me how I can help.';

/** Test call sub-tab: the agent calls a number verified on the Twilio account (trial accounts call only those). */
export const ZTestCallBody = z.strictObject({ to: ZPhoneNumber });
export const ZTestCallParams = ZAgentParams;
export const ZTestCallAnswer = z.object({ callSid: z.string(), from: z.string(), to: z.string() });
export const NO_AGENT_NUMBER = 'Assign a phone number to this agent first (Phone numbers).';
export const testCallPlaced = (to: string) => `Calling ${to}…`;

/**
 * Credits per started minute of a phone call, beside the engine's answers (charged per reply):
 * the Twilio line and its speech recognition, billed per 15 seconds, at about USD 0.05 a minute.
 */
export const PHONE_CALL_CREDITS_PER_MINUTE = 50;

export function phoneCallCost(seconds: number): { minutes: number; credits: number } {
  const minutes = billedMinutes(seconds);
  return { minutes, credits: minutes * PHONE_CALL_CREDITS_PER_MINUTE };
}
