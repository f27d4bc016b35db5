import { z } from 'zod';
import { ZDashboardTabKey } from '../agencies/contracts.js';
import { SETTINGS_SECTIONS } from '../agents/shell/settings-sections.js';
import { freeText, idText, nameText, recordId } from '../text.js';
import { WIDGET_LANGUAGE_CODES } from '../widget/languages.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** Spec 002 §5.9 and §8.4: the Org Info drawer's words. */
export const ORG_NAME_REQUIRED_MESSAGE = 'Organization name is required.';
export const ORG_ID_MISSING_MESSAGE = 'Organization ID is missing. Please try again or contact support.';
export const ORG_UPDATED_MESSAGE = 'Organization updated successfully!';
export const orgUpdateFailedMessage = (message?: string) =>
  `Failed to update organization: ${message || 'Unknown error'}`;
/** Spec 002 §4.9: Enable Billing needs a connected payment account whose onboarding is complete. */
export const ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE =
  'Billing can be enabled for an organization once a payment account is connected.';
export const ORG_NOT_FOUND_MESSAGE = 'This organization no longer exists. Please refresh and try again.';
export const ORG_CLIENT_ACCESS_MESSAGE_MAX = 1024;
export const ORG_CLIENT_ACCESS_MESSAGE_TOO_LONG_MESSAGE = `The message can be at most ${ORG_CLIENT_ACCESS_MESSAGE_MAX} characters.`;
export const ORG_ALLOWED_SETTING_UNKNOWN_MESSAGE = 'One of the chosen settings does not exist. Please pick again.';
export const ORG_LANGUAGE_UNKNOWN_MESSAGE = 'Please pick a language from the list.';
/** Spec 002 §3.9: the name a new organisation starts with. */
export const DEFAULT_ORG_NAME = 'New Organization';
export const ORG_NAME_MAX = 100;
export const ORG_TAG_MAX = 50;
export const ORG_TAGS_MAX = 100;

/** Spec 002 §5.10 and §8.4: moving credits between the workspace and an organisation. */
export const CREDIT_TRANSFER_AMOUNT_INVALID_MESSAGE = 'Please enter a valid amount to transfer.';
export const CREDIT_TRANSFER_WORKSPACE_SHORT_MESSAGE = 'Not enough credits in workspace.';
export const CREDIT_TRANSFER_ORG_SHORT_MESSAGE = 'Not enough credits in org.';
export const CREDIT_TRANSFER_NOT_FOUND_MESSAGE = 'Workspace not found. Please refresh and try again.';
export const CREDIT_TRANSFER_FAILED_MESSAGE = 'Failed to transfer credits. Please try again.';
export const CREDIT_TRANSFER_DONE_MESSAGE = 'Credits transferred successfully!';

/** Every 'section.setting' id of the agent shell's Settings tab (spec 002 §3.11). */
const SETTING_IDS: ReadonlySet<string> = new Set(
  SETTINGS_SECTIONS.flatMap((section) => section.settings.map((setting) => setting.id)),
);

export const ZDashboardLayout = z.enum(['vertical', 'horizontal']);
export type DashboardLayout = z.infer<typeof ZDashboardLayout>;

export const ZPreferredLanguage = z
  .string()
  .refine((code) => WIDGET_LANGUAGE_CODES.includes(code), ORG_LANGUAGE_UNKNOWN_MESSAGE);

/** Client tab order (spec 002 §3.8): tab names without the slash, such as 'convos'. */
export const ZClientTabOrder = z.array(
  z
    .string()
    .transform((name) => name.replace(/^\//, ''))
    .pipe(z.enum(ZDashboardTabKey.options.map((key) => key.slice(1)) as [string, ...string[]])),
);

/** Spec 002 §3.9 `settings`: how the organisation's clients work. Parsed on every write. */
export const ZOrgSettings = z.object({
  smartHandoff: z.boolean().default(false),
  disableHandoffMessages: z.boolean().default(false),
  enableCannedResponses: z.boolean().default(false),
  disableClientAccess: z.boolean().default(false),
  disableClientAccessMessage: freeText()
    .pipe(z.string().max(ORG_CLIENT_ACCESS_MESSAGE_MAX, ORG_CLIENT_ACCESS_MESSAGE_TOO_LONG_MESSAGE))
    .default(''),
  /** None chosen: clients see every setting (spec 002 §6). */
  allowedSettings: z
    .array(z.string().refine((id) => SETTING_IDS.has(id), ORG_ALLOWED_SETTING_UNKNOWN_MESSAGE))
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type OrgSettings = z.infer<typeof ZOrgSettings>;

export const ZOrgName = nameText('The organization name', { error: ORG_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, ORG_NAME_REQUIRED_MESSAGE)
  .max(ORG_NAME_MAX, `The organization name can be at most ${ORG_NAME_MAX} characters.`);

const ZOrgTag = nameText('A tag')
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(ORG_TAG_MAX, `A tag can be at most ${ORG_TAG_MAX} characters.`);

/** What the owner edits in the Org Info drawer (spec 002 §3.9); the credits move only by transfer. */
const ZOrgFields = z.object({
  name: ZOrgName,
  squarePhotoURL: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable(),
  preferredLanguage: ZPreferredLanguage,
  dashboardLayout: ZDashboardLayout,
  defaultClientAccess: z.array(ZDashboardTabKey).transform((keys) => [...new Set(keys)]),
  defaultClientTabOrder: ZClientTabOrder,
  predefinedTags: z
    .array(ZOrgTag)
    .max(ORG_TAGS_MAX, `An organization can have at most ${ORG_TAGS_MAX} tags.`)
    .transform((tags) => [...new Set(tags)]),
  disallowAnyTags: z.boolean(),
  disableHandoff: z.boolean(),
  /** Needs the agency's payment account connected and onboarded (spec 002 §4.9); otherwise true is refused with why. */
  allowBilling: z.boolean(),
});

/** A new organisation: every field may be left out; the agency's defaults for new clients fill them. */
export const ZOrgCreateBody = ZOrgFields.partial().extend({
  name: ZOrgName.default(DEFAULT_ORG_NAME),
  settings: ZOrgSettings.prefault({}),
});
export type OrgCreateBody = z.infer<typeof ZOrgCreateBody>;

/** An Org Info save: only the edited fields, merged into the organisation (settings field by field). */
export const ZOrgUpdateBody = ZOrgFields.partial().extend({
  settings: z
    .object({
      smartHandoff: z.boolean(),
      disableHandoffMessages: z.boolean(),
      enableCannedResponses: z.boolean(),
      disableClientAccess: z.boolean(),
      disableClientAccessMessage: z.string(),
      allowedSettings: z.array(z.string()),
    })
    .partial()
    .optional(),
});
export type OrgUpdateBody = z.infer<typeof ZOrgUpdateBody>;

export const ZOrg = z.object({
  id: z.string(),
  name: z.string(),
  squarePhotoURL: z.string().nullable(),
  preferredLanguage: z.string(),
  dashboardLayout: ZDashboardLayout,
  defaultClientAccess: z.array(ZDashboardTabKey),
  defaultClientTabOrder: z.array(z.string()),
  predefinedTags: z.array(z.string()),
  disallowAnyTags: z.boolean(),
  disableHandoff: z.boolean(),
  allowBilling: z.boolean(),
  settings: z.object({
    smartHandoff: z.boolean(),
    disableHandoffMessages: z.boolean(),
    enableCannedResponses: z.boolean(),
    disableClientAccess: z.boolean(),
    disableClientAccessMessage: z.string(),
    allowedSettings: z.array(z.string()),
  }),
  /** The organisation's credit balance (spec 002 §3.9 loadTokens); changed only by a transfer. */
  credits: z.number(),
  createdAt: z.iso.datetime(),
  /** Unix milliseconds. */
  lastModified: z.number(),
});
export type Org = z.infer<typeof ZOrg>;

export const ZOrgParams = ZWorkspaceParams.extend({
  orgId: idText('The organization').min(1, ORG_ID_MISSING_MESSAGE).max(64),
});

export const ZOrgDeleted = z.object({ ok: z.literal(true) });

export const ZCreditTransferDirection = z.enum(['toOrg', 'toWorkspace']);
export type CreditTransferDirection = z.infer<typeof ZCreditTransferDirection>;

export const ZOrgCreditTransferBody = z.object({
  direction: ZCreditTransferDirection,
  amount: z.number({ error: CREDIT_TRANSFER_AMOUNT_INVALID_MESSAGE }).positive(CREDIT_TRANSFER_AMOUNT_INVALID_MESSAGE),
  /** The same key moves credits once: a retried request answers the first transfer. */
  idempotencyKey: recordId('The transfer key').optional(),
});
export type OrgCreditTransferBody = z.infer<typeof ZOrgCreditTransferBody>;

/** Both balances after the transfer. */
export const ZOrgCreditTransfer = z.object({
  credits: z.number(),
  workspaceCredits: z.number(),
  orgCredits: z.number(),
});
export type OrgCreditTransfer = z.infer<typeof ZOrgCreditTransfer>;
