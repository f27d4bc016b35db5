import { z } from 'zod';
import { AGENT_TITLE_MAX_LENGTH } from '../agents/agent.js';
import { ZThemeType } from '../agents/custom-theme.js';
import { freeText, nameText } from '../text.js';
import { ZCompanyWebsite } from '../website-analysis/contracts.js';

/**
 * The Agent Wizard (spec 000 §2, §4): company info, then branding, then one call that creates
 * the agent from the company's website.
 */

// Spec 002 §5.11 "Company form", word for word.
export const COMPANY_NAME_REQUIRED = 'Company name is required';
export const COMPANY_DESCRIPTION_REQUIRED = 'Please tell us what your company does';
export const COMPANY_DESCRIPTION_TOO_SHORT = 'Please provide at least 10 characters';
export const COMPANY_DESCRIPTION_MIN_LENGTH = 10;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 2000;
/** The company name becomes the agent's name. */
export const COMPANY_NAME_MAX_LENGTH = AGENT_TITLE_MAX_LENGTH;

export const BRAND_COLOR_INVALID = 'Please enter a colour as # followed by 3 or 6 hex digits.';

export const ZCompanyName = nameText('The company name', { error: COMPANY_NAME_REQUIRED })
  .trim()
  .min(1, { error: COMPANY_NAME_REQUIRED, abort: true })
  .max(COMPANY_NAME_MAX_LENGTH, `The company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters.`);

export const ZCompanyDescription = freeText({ error: COMPANY_DESCRIPTION_REQUIRED })
  .trim()
  .min(1, { error: COMPANY_DESCRIPTION_REQUIRED, abort: true })
  .min(COMPANY_DESCRIPTION_MIN_LENGTH, { error: COMPANY_DESCRIPTION_TOO_SHORT, abort: true })
  .max(COMPANY_DESCRIPTION_MAX_LENGTH, `The description must be at most ${COMPANY_DESCRIPTION_MAX_LENGTH} characters.`);

/** The wizard's first step (spec 002 §5.11). */
export const ZCompanyInfo = z.object({
  companyName: ZCompanyName,
  website: ZCompanyWebsite,
  description: ZCompanyDescription,
});
export type CompanyInfo = z.input<typeof ZCompanyInfo>;

/** Spec 002 §5.12: a custom colour is a 3- or 6-digit hex with a leading #; kept as `#rrggbb`, lower case. */
export const ZBrandColorInput = z
  .string({ error: BRAND_COLOR_INVALID })
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, BRAND_COLOR_INVALID)
  .transform((hex) => {
    const digits = hex.slice(1).toLowerCase();
    return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
  });

/** Spec 002 §5.12: the logo the owner uploads in the branding step, checked by the uploader's rule (spec 000 §8). */
export const AGENT_LOGO_RULE = { maxSizeMB: 0.5, extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'] } as const;

export const ZCreateAgentFromWebsiteBody = z.strictObject({
  ...ZCompanyInfo.shape,
  brandColor: ZBrandColorInput,
  themeType: ZThemeType.default('light'),
  /** The image the agent shows as its avatar: the analysis' logo or favicon, or an uploaded logo's url; null for none. */
  logoUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .default(null),
});
export type CreateAgentFromWebsiteBody = z.input<typeof ZCreateAgentFromWebsiteBody>;

export const ZAgentFromWebsite = z.object({
  agentCreated: z.object({ ID: z.string() }),
  title: z.string(),
  /** The website crawl that fills the agent's knowledge base; it runs as a job after this answer. */
  crawlId: z.string(),
});
export type AgentFromWebsite = z.infer<typeof ZAgentFromWebsite>;
