import { z } from 'zod';
import { ZAgentParams } from '../agents/contracts.js';

/**
 * The WhatsApp channel (spec 000 §2 "WhatsApp modal", §3 "WhatsApp number", §4, §5, §7, §8):
 * the contracts the server, the modal and the integration list share, and the product's texts.
 */

/**
 * Where Meta's login dialog returns for WhatsApp's embedded signup, with the sign-in code: the
 * code exchange names the same address, as Meta requires.
 */
export const WA_SIGN_IN_CALLBACK_PATH = '/whatsapp-numbers/signed-in';

/** WhatsApp caps a text message at 4096 characters; longer replies are split. */
export const WHATSAPP_MESSAGE_LIMIT = 4096;
/** WhatsApp's customer service window: free text only within 24 hours of the person's last message. */
export const WHATSAPP_WINDOW_HOURS = 24;

export const WA_NUMBER_STATUSES = ['CONNECTED', 'PENDING'] as const;
export type WaNumberStatus = (typeof WA_NUMBER_STATUSES)[number];

// Spec 000 §5 and §8, word for word.
export const WA_TEST_NUMBER_REQUIRED = 'Please provide a valid phone number and ensure the ID is reachable.';
export const WA_TEST_COUNTRY_CODE = 'Please include the country code in the phone number.';
export const WA_TEST_MESSAGE_REQUIRED = 'Please enter a message to send.';
export const WA_TEMPLATE_INVALID = 'Invalid template info';
export const WA_TEMPLATE_CREATED = 'Template created successfully';
export const WA_TOKEN_EXCHANGE_FAILED = 'Failed to exchange Meta token';
export const WA_FETCH_NUMBERS_FAILED = 'Failed to fetch connected accounts';
export const WA_NUMBER_REMOVED = 'Number removed successfully';
export const WA_REMOVE_FAILED = 'Failed to remove number';
export const WA_NUMBER_CONNECTED = 'Number is connected successfully';
export const WA_CONNECTION_FAILED = 'Connection failed';
export const WA_UNEXPECTED_ERROR = 'An unexpected error occurred';
export const WA_SEND_FAILED = 'Failed to send message';
export const WA_LEGACY_SAVED = 'Whatsapp channel saved successfully';
export const waConnectedTo = (number: string) => `Successfully connected to ${number}`;
export const waConnectFailed = (number: string, reason: string) => `Failed to connect ${number}: ${reason}`;
export const waMessageSent = (number: string) => `Message sent successfully to ${number}`;
export const waMessageFailed = (number: string, reason: string) => `Failed to send message to ${number}: ${reason}`;
export const waErrorOccurred = (message?: string) => (message ? `Error occurred: ${message}` : 'Error occurred');
export const waTokenExchangeError = (message: string) => `Error: ${message}`;
/** Why a reply outside the 24-hour window was not sent. */
export const WA_WINDOW_CLOSED_REASON =
  "Not delivered: more than 24 hours have passed since this person's last WhatsApp message. WhatsApp accepts only an approved template until they write again.";
export const WA_LEGACY_FIELDS_REQUIRED = 'Please provide the access token and the business account ID.';

/** An id Meta gives a business account or phone number: digits only, so it is safe in a Graph API path. */
const ZMetaId = z
  .string()
  .trim()
  .regex(/^\d{1,32}$/);

/**
 * The 'Send Test Message' form (spec 000 §5), checked in the spec's order: a phone number and the
 * number's id, then the country code, then the message. The number is sent in WhatsApp's own form,
 * digits only.
 */
export const ZWaTestMessageBody = z
  .object({
    phoneId: z.string().trim().default(''),
    to: z.string().trim().default(''),
    message: z.string().default(''),
  })
  .superRefine((form, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!form.to || !ZMetaId.safeParse(form.phoneId).success) return fail(WA_TEST_NUMBER_REQUIRED);
    if (!form.to.startsWith('+')) return fail(WA_TEST_COUNTRY_CODE);
    if (!/^\+[\d\s().-]{6,24}$/.test(form.to)) return fail(WA_TEST_NUMBER_REQUIRED);
    if (!form.message.trim()) return fail(WA_TEST_MESSAGE_REQUIRED);
  })
  .transform((form) => ({ phoneId: form.phoneId, to: waRecipient(form.to), message: form.message.trim() }));
export type WaTestMessageBody = z.input<typeof ZWaTestMessageBody>;

/** A phone number as WhatsApp addresses it: its digits, country code first. */
export const waRecipient = (phone: string) => phone.replace(/\D/g, '');

export const WA_TEMPLATE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'en_US', label: 'English (US)' },
  { value: 'en_GB', label: 'English (UK)' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'it', label: 'Italian' },
  { value: 'pt_BR', label: 'Portuguese (BR)' },
  { value: 'nl', label: 'Dutch' },
  { value: 'ar', label: 'Arabic' },
  { value: 'hi', label: 'Hindi' },
] as const;
export const WA_TEMPLATE_CATEGORIES = ['UTILITY', 'MARKETING', 'AUTHENTICATION'] as const;

/** A template's name as WhatsApp takes it: lowercase, underscores in place of spaces. */
export const waTemplateName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * The template draft (spec 000 §3, defaults en and UTILITY), checked by one schema whose every
 * failure reads 'Invalid template info'.
 */
export const ZWaTemplateDraft = z.object({
  name: z
    .string({ error: WA_TEMPLATE_INVALID })
    .transform(waTemplateName)
    .pipe(z.string().regex(/^[a-z0-9_]{1,512}$/, WA_TEMPLATE_INVALID)),
  language: z
    .enum(WA_TEMPLATE_LANGUAGES.map((language) => language.value) as [string, ...string[]], {
      error: WA_TEMPLATE_INVALID,
    })
    .default('en'),
  category: z.enum(WA_TEMPLATE_CATEGORIES, { error: WA_TEMPLATE_INVALID }).default('UTILITY'),
  bodyText: z.string({ error: WA_TEMPLATE_INVALID }).trim().min(1, WA_TEMPLATE_INVALID).max(1024, WA_TEMPLATE_INVALID),
});
export type WaTemplateDraft = z.infer<typeof ZWaTemplateDraft>;
export const ZCreateWaTemplateBody = ZWaTemplateDraft.extend({ wabaId: ZMetaId });
export type CreateWaTemplateBody = z.input<typeof ZCreateWaTemplateBody>;

/** 'Continue With Meta': the sign-in code to exchange, and/or the business account the embedded signup reported. */
export const ZWaSignInBody = z
  .object({ code: z.string().trim().min(1).max(2048).optional(), wabaId: ZMetaId.optional() })
  .refine((body) => body.code !== undefined || body.wabaId !== undefined, 'A sign-in code or a business account id.');
export type WaSignInBody = z.infer<typeof ZWaSignInBody>;

/** A number of the business account as Meta lists it (spec 000 §3 "Provider number records"). */
export const ZWaProviderNumber = z.object({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string(),
  status: z.string(),
  /** Whether this agent has the number stored as connected: the card shows Connected only then. */
  connected: z.boolean(),
});
export type WaProviderNumber = z.infer<typeof ZWaProviderNumber>;

export const ZConnectWaNumberBody = z.object({
  wabaId: ZMetaId,
  phoneId: ZMetaId,
  phoneNumber: z.string().trim().min(1).max(64),
});
export type ConnectWaNumberBody = z.infer<typeof ZConnectWaNumberBody>;

/** A number connected to an agent, as its list and the integration list show it. */
export const ZWaNumber = z.object({
  agentId: z.string(),
  wabaId: z.string(),
  phoneId: z.string(),
  phoneNumber: z.string(),
  verifiedName: z.string().nullable(),
  status: z.enum(WA_NUMBER_STATUSES),
  failureReason: z.string().nullable(),
  connectedAt: z.string(),
});
export type WaNumber = z.infer<typeof ZWaNumber>;

export const ZWaConnectResult = z.object({ newAddedNumber: ZWaNumber });

/** The Legacy Method's save (spec 000 §7): the token is write-only, and kept when left out once one is saved. */
export const ZWaLegacyBody = z
  .object({
    whatsappToken: z.string().trim().max(1000).optional(),
    whatsappBusniessId: z.string().trim().default(''),
    whatsappNumberId: z.string().trim().default(''),
    waTestNumber: z.string().trim().default(''),
  })
  .superRefine((form, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!ZMetaId.safeParse(form.whatsappNumberId).success || !form.waTestNumber) return fail(WA_TEST_NUMBER_REQUIRED);
    if (!form.waTestNumber.startsWith('+')) return fail(WA_TEST_COUNTRY_CODE);
    if (!ZMetaId.safeParse(form.whatsappBusniessId).success) return fail(WA_LEGACY_FIELDS_REQUIRED);
  });
export type WaLegacyBody = z.input<typeof ZWaLegacyBody>;

export const ZWaLegacyResult = z.object({ waVerifyPassed: z.boolean(), testError: z.string().nullable() });

/** The agent's WhatsApp channel as the modal opens it: never a token, only whether one is kept. */
export const ZWhatsappChannel = z.object({
  webhookUrl: z.string(),
  /** The platform's Meta app, for 'Continue With Meta'; null when the server has none configured. */
  metaAppId: z.string().nullable(),
  signIn: z.object({ hasToken: z.boolean(), wabaId: z.string().nullable() }).nullable(),
  numbers: z.array(ZWaNumber),
  legacy: z
    .object({
      whatsappBusniessId: z.string(),
      whatsappNumberId: z.string(),
      waTestNumber: z.string(),
      hasToken: z.boolean(),
      waVerifyPassed: z.boolean(),
    })
    .nullable(),
});
export type WhatsappChannel = z.infer<typeof ZWhatsappChannel>;

export const ZWaNumberParams = ZAgentParams.extend({ phoneId: ZMetaId });

/** An approved template a conversation outside the window can be sent. */
export const ZWaTemplate = z.object({
  name: z.string(),
  language: z.string(),
  category: z.string(),
  bodyText: z.string(),
});
export type WaTemplate = z.infer<typeof ZWaTemplate>;

/** A WhatsApp conversation's window, the replies it kept from being sent, and the templates it may send instead. */
export const ZWaConversationWindow = z.object({
  open: z.boolean(),
  lastInboundAt: z.string().nullable(),
  undelivered: z.array(
    z.object({
      messageId: z.number(),
      reason: z.string(),
      templateName: z.string().nullable(),
      templateSentAt: z.string().nullable(),
    }),
  ),
});
export type WaConversationWindow = z.infer<typeof ZWaConversationWindow>;
export const ZWaSendTemplateBody = z.object({ name: z.string().min(1).max(512), language: z.string().min(1).max(16) });

/**
 * What the embedded signup popup posts to the page (Meta's `WA_EMBEDDED_SIGNUP` message): FINISH
 * carries the business account and phone ids; CANCEL and ERROR are only logged.
 */
export const ZWaEmbeddedSignupMessage = z.object({
  type: z.literal('WA_EMBEDDED_SIGNUP'),
  event: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
