import { z } from 'zod';

/**
 * Website analysis: what the Agent Wizard (and onboarding) learns from a company's website
 * before it builds an agent: name, description, favicon, logo, brand colours and the main
 * pages' text.
 */

export const WEBSITE_URL_MAX_LENGTH = 2048;
/** The home page plus this many pages linked from its main navigation. */
export const WEBSITE_ANALYSIS_MAX_LINKED_PAGES = 5;
/** Each page's text is cut here: enough for a system prompt, bounded for the answer's size. */
export const WEBSITE_PAGE_TEXT_MAX_CHARS = 8000;
/** The spec shows the first 11 branding colours. */
export const BRAND_COLORS_MAX = 11;

export const COMPANY_WEBSITE_REQUIRED = 'Company website is required';
export const COMPANY_WEBSITE_INVALID = 'Please enter a valid website URL or domain';
/** The start of every failed analysis's message; the reason follows. */
export const WEBSITE_ANALYSIS_FAILED = 'Unable to analyze website branding';

const HAS_SCHEME = /^https?:\/\//i;
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The company form's website: a URL starting with http(s):// or a bare domain ('acme.com'),
 * which is read as https://acme.com.
 */
export const ZCompanyWebsite = z
  .string({ error: COMPANY_WEBSITE_REQUIRED })
  .trim()
  .min(1, { error: COMPANY_WEBSITE_REQUIRED, abort: true })
  .max(WEBSITE_URL_MAX_LENGTH, `The website address must be at most ${WEBSITE_URL_MAX_LENGTH} characters.`)
  .refine(
    (value) => HAS_SCHEME.test(value) || (value.includes('.') && !OTHER_SCHEME.test(value)),
    COMPANY_WEBSITE_INVALID,
  )
  .transform((value) => (HAS_SCHEME.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: COMPANY_WEBSITE_INVALID }));

export const ZWebsiteAnalysisBody = z.strictObject({ url: ZCompanyWebsite });
export type WebsiteAnalysisBody = z.input<typeof ZWebsiteAnalysisBody>;

/** A colour as `#rrggbb`, lower case. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/;
const ZHexColor = z.string().regex(HEX_COLOR);

/** Where a brand colour was found: the page's `theme-color`, a CSS custom property, or the logo's own colours. */
export const BRAND_COLOR_SOURCES = ['theme-color', 'css-variable', 'logo'] as const;
export const ZBrandColorSource = z.enum(BRAND_COLOR_SOURCES);
export type BrandColorSource = z.infer<typeof ZBrandColorSource>;

export const ZBrandColor = z.object({
  hex: ZHexColor,
  source: ZBrandColorSource,
  /** What named it, when something did: the custom property (`--brand-primary`). */
  name: z.string().optional(),
});
export type BrandColor = z.infer<typeof ZBrandColor>;

export const ZWebsitePage = z.object({
  url: z.string(),
  title: z.string(),
  /** The page's readable text, without scripts, styles, navigation or footer; at most `WEBSITE_PAGE_TEXT_MAX_CHARS`. */
  text: z.string(),
});
export type WebsitePage = z.infer<typeof ZWebsitePage>;

/** A widget theme suggested from the brand colour, in the custom theme's shape (themeType, primary). */
export const ZSuggestedTheme = z.object({
  themeType: z.enum(['light', 'dark']),
  primary: ZHexColor,
});
export type SuggestedTheme = z.infer<typeof ZSuggestedTheme>;

export const ZWebsiteAnalysis = z.object({
  /** The home page's address after redirects. */
  url: z.string(),
  companyName: z.string().nullable(),
  description: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Most important first: theme-color, then brand-named custom properties, then the logo's colours. */
  brandColors: z.array(ZBrandColor).max(BRAND_COLORS_MAX),
  /** The first brand colour, when there is one. */
  primaryColor: ZHexColor.nullable(),
  theme: ZSuggestedTheme.nullable(),
  /** The home page first, then pages linked from its main navigation. */
  pages: z.array(ZWebsitePage),
});
export type WebsiteAnalysis = z.infer<typeof ZWebsiteAnalysis>;
