import { z } from 'zod';
import { CUSTOM_TABS_FULL_MESSAGE, CUSTOM_TABS_MAX, ZCustomTab } from '../custom-tabs/contracts.js';
import { ZRegion } from '../regions.js';
import { freeText, nameText } from '../text.js';
import { THEME_PALETTE_LIGHTNESS } from '../widget/palette.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';
import { DASHBOARD_TAB_KEYS } from './dashboard-tab-keys.js';
import { DEFAULT_AGENCY_FONT, INVALID_FONT_MESSAGE, knownFontName } from './google-fonts.js';

export { DASHBOARD_TAB_KEYS };

/** Spec 001 §8: the agency record could not be created on its first save. */
export const AGENCY_NOT_CREATED_MESSAGE = 'Error creating agency settings';
/** Spec 001 §6/§8: the admin link's secret did not sign anyone in. */
export const ADMIN_SIGN_IN_FAILED_MESSAGE = 'Error occurred signing in with admin access.';
/** Spec 001 §9: the admin-link secret's length. */
export const AGENCY_ADMIN_SECRET_LENGTH = 25;
export const AGENCY_NAME_MAX = 60;
export const AGENCY_CUSTOM_CSS_MAX = 20_000;
const WEB_ADDRESS_MESSAGE = 'Please enter a full web address, such as https://example.com/terms.';
const EMAIL_MESSAGE = 'Please enter a valid email address.';

export const ZDashboardTabKey = z.enum(DASHBOARD_TAB_KEYS);
export type DashboardTabKey = z.infer<typeof ZDashboardTabKey>;

export const ZClientOnboarding = z.object({
  showWelcomeStep: z.boolean().default(true),
  showGoalsStep: z.boolean().default(true),
  showCompanyInfoStep: z.boolean().default(true),
  showAgentCreationStep: z.boolean().default(true),
  requireCompanyName: z.boolean().default(true),
  requireCompanyWebsite: z.boolean().default(false),
  requireCompanyDescription: z.boolean().default(true),
  showTestTextAgent: z.boolean().default(true),
  showTryVoice: z.boolean().default(true),
  showWidgetScript: z.boolean().default(true),
});
export type ClientOnboarding = z.infer<typeof ZClientOnboarding>;

/** Spec 001 §3 "Agency settings", with its defaults: how the agency's clients sign up and start. */
export const ZAgencyClientSettings = z.object({
  enableClientSignup: z.boolean().default(false),
  disablePasswordLogin: z.boolean().default(false),
  clientOnboarding: ZClientOnboarding.prefault({}),
  defaultDashboardLayout: z.enum(['vertical', 'horizontal']).default('vertical'),
  defaultClientAccess: z.array(ZDashboardTabKey).default(['/home', '/analytics', '/convos', '/leads']),
  defaultAllowCreateAgents: z.boolean().default(true),
  defaultCanDelegateChats: z.boolean().default(true),
  defaultHideAdvancedSettings: z.boolean().default(false),
});
export type AgencyClientSettings = z.infer<typeof ZAgencyClientSettings>;

/** A Google Fonts family or 'inherit', kept as the font service spells it. */
export const ZGoogleFont = z
  .string()
  .superRefine((name, ctx) => {
    if (!knownFontName(name)) ctx.addIssue({ code: 'custom', message: INVALID_FONT_MESSAGE, input: name });
  })
  .overwrite((name) => knownFontName(name) ?? name);

export const ZThemeVariant = z.enum(['default', 'bordered', 'faded', 'flat']);
export const ZThemeColorUsage = z.enum(['plain', 'colorful', 'gradient']);
const ZHsl = z.tuple([z.number().min(0).max(360), z.number().min(0).max(100), z.number().min(0).max(100)]);

/** The agency's colours (the spec's customThemeJSONString): a primary colour, its ten shades and a mode. */
export const ZAgencyColours = z.object({
  primary: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, 'Pick a colour as #rrggbb.')
    .toLowerCase(),
  themeType: z.enum(['light', 'dark']),
  palette: z.array(ZHsl).length(THEME_PALETTE_LIGHTNESS.length),
});
export type AgencyColours = z.infer<typeof ZAgencyColours>;

const webAddress = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE }).max(2048)]);

/**
 * The agency's settings document (spec 001 §3 "Agency", spec 002 §3.7), stored as one JSON
 * object and parsed with this schema on every write; a missing field takes its default.
 */
export const ZAgencyDocument = z.object({
  brandingText: freeText().pipe(z.string().max(5000)).default(''),
  squarePhotoURL: z.string().nullable().default(null),
  darkModeSquarePhotoURL: z.string().nullable().default(null),
  faviconURL: z.string().nullable().default(null),
  googleFont: ZGoogleFont.default(DEFAULT_AGENCY_FONT),
  /** Null: the product's own colours. */
  customTheme: ZAgencyColours.nullable().default(null),
  themeVariant: ZThemeVariant.default('default'),
  themeColorUsage: ZThemeColorUsage.default('plain'),
  customCSS: z.string().max(AGENCY_CUSTOM_CSS_MAX).default(''),
  supportEmail: z.union([z.literal(''), z.email({ error: EMAIL_MESSAGE })]).default(''),
  tosPage: webAddress.default(''),
  privacyPolicyPage: webAddress.default(''),
  mainWebsite: webAddress.default(''),
  address: freeText().pipe(z.string().max(500)).default(''),
  settings: ZAgencyClientSettings.prefault({}),
  /** Spec 001 §3 "Custom tab": written by the custom tabs' own calls, never by the settings save. */
  customTabs: z.array(ZCustomTab).max(CUSTOM_TABS_MAX, CUSTOM_TABS_FULL_MESSAGE).default([]),
});
export type AgencyDocument = z.infer<typeof ZAgencyDocument>;

const ZAgencyName = nameText('The agency name')
  .trim()
  .min(1, 'Please enter the agency name.')
  .max(AGENCY_NAME_MAX, `The agency name can be at most ${AGENCY_NAME_MAX} characters.`);

/** The agency settings as the dashboard reads them: the saved record, or the defaults before the first save. */
export const ZAgency = ZAgencyDocument.extend({
  googleFont: z.string(),
  workspaceUid: z.string(),
  name: z.string(),
  /** Whether an admin link exists; the secret itself is shown only when it is made. */
  hasAdminSecret: z.boolean(),
  /** Null until the first save creates the record. */
  createdAt: z.iso.datetime().nullable(),
  lastModified: z.iso.datetime().nullable(),
});
export type Agency = z.infer<typeof ZAgency>;

/**
 * A save: only the edited fields (spec 001 §7, merged into the record). Pictures are set and removed
 * by their own calls. Colours without a palette get the primary's ten shades.
 */
export const ZAgencyUpdateBody = z.object({
  name: ZAgencyName.optional(),
  brandingText: ZAgencyDocument.shape.brandingText.unwrap().optional(),
  googleFont: ZGoogleFont.optional(),
  customTheme: ZAgencyColours.extend({ palette: ZAgencyColours.shape.palette.optional() }).nullable().optional(),
  themeVariant: ZThemeVariant.optional(),
  themeColorUsage: ZThemeColorUsage.optional(),
  customCSS: z.string().max(AGENCY_CUSTOM_CSS_MAX).optional(),
  supportEmail: ZAgencyDocument.shape.supportEmail.unwrap().optional(),
  tosPage: webAddress.optional(),
  privacyPolicyPage: webAddress.optional(),
  mainWebsite: webAddress.optional(),
  address: ZAgencyDocument.shape.address.unwrap().optional(),
  settings: z
    .object({
      ...ZAgencyClientSettings.shape,
      clientOnboarding: ZClientOnboarding.partial(),
    })
    .partial()
    .optional(),
});
export type AgencyUpdateBody = z.infer<typeof ZAgencyUpdateBody>;

/** The three pictures of the Theme tab (spec 001 §5): two 256x256 logos and a 32x32 favicon. */
export const AGENCY_PICTURES = {
  logo: { size: 256, field: 'squarePhotoURL', label: 'The logo' },
  'dark-logo': { size: 256, field: 'darkModeSquarePhotoURL', label: 'The dark mode logo' },
  favicon: { size: 32, field: 'faviconURL', label: 'The favicon' },
} as const;
export type AgencyPicture = keyof typeof AGENCY_PICTURES;
export const ZAgencyPictureParams = ZWorkspaceParams.extend({
  picture: z.enum(Object.keys(AGENCY_PICTURES) as [AgencyPicture, ...AgencyPicture[]]),
});
/** Spec 001 §5, said of one picture: 'The logo must be a square PNG of 256x256 pixels.' */
export const agencyPictureMessage = (picture: AgencyPicture) => {
  const { label, size } = AGENCY_PICTURES[picture];
  return `${label} must be a square PNG of ${size}x${size} pixels.`;
};

/** The admin link's new secret, answered once when it is made. */
export const ZAgencyAdminSecret = z.object({ secret: z.string() });

export const ZAgencyAdminSignInBody = z.object({
  secret: z
    .string({ error: ADMIN_SIGN_IN_FAILED_MESSAGE })
    .min(1, ADMIN_SIGN_IN_FAILED_MESSAGE)
    .max(200, ADMIN_SIGN_IN_FAILED_MESSAGE),
});
/** Where the admin link lands: the agency owner's workspace. */
export const ZAgencyAdminSignIn = z.object({ region: ZRegion, workspaceUid: z.string() });
