import { z } from 'zod';

/** An agency's brand on its own host (spec 001 §1-§3): what the dashboard shows instead of the product's. */
export const ZAgencyBranding = z.object({
  name: z.string(),
  logoURL: z.string().nullable(),
  darkLogoURL: z.string().nullable(),
  faviconURL: z.string().nullable(),
  /** A Google Fonts family or 'inherit'; null on pages that keep the product's font (`/prototype`). */
  font: z.string().nullable(),
  /** Null: the product's colours. */
  colours: z
    .object({
      primary: z.string(),
      themeType: z.enum(['light', 'dark']),
      palette: z.array(z.tuple([z.number(), z.number(), z.number()])),
    })
    .nullable(),
  themeVariant: z.enum(['default', 'bordered', 'faded', 'flat']),
  themeColorUsage: z.enum(['plain', 'colorful', 'gradient']),
  /** Spec 001 §6: the product's 'Powered by' shows unless the agency is entitled to hide it. */
  showPoweredBy: z.boolean(),
  /** The footer's links (spec 001 §2 "Agency-client shell footer"); '' when not set. */
  tosPage: z.string(),
  privacyPolicyPage: z.string(),
  /** Spec 002 §2.9: Markdown the client sign-in screen shows under the agency's name; '' when not set. */
  brandingText: z.string(),
});
export type AgencyBranding = z.infer<typeof ZAgencyBranding>;

/**
 * The branding of the dashboard a host serves (spec 001 §1-2), put into the dashboard's page by
 * the server: the product's pieces it honours, and an agency's brand on an agency's host.
 */
export const ZTenantBranding = z.object({
  /** Spec 001 §2: the side navigation's pricing widget shows unless this is false. */
  showPricing: z.boolean(),
  agency: ZAgencyBranding.optional(),
});
export type TenantBranding = z.infer<typeof ZTenantBranding>;

/** The product's own dashboard. */
export const PRODUCT_BRANDING: TenantBranding = { showPricing: true };

/** The name of the page's meta element that carries the branding as JSON. */
export const TENANT_BRANDING_META = 'tenant-branding';

/** The branding a page carries; the product's when the page has none (a dashboard not served by our server). */
export function parseTenantBranding(content: string | null | undefined): TenantBranding {
  if (!content) return PRODUCT_BRANDING;
  try {
    const parsed = ZTenantBranding.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : PRODUCT_BRANDING;
  } catch {
    return PRODUCT_BRANDING;
  }
}
