import { z } from 'zod';

/**
 * The branding of the dashboard a host serves (spec 001 §1-2), put into the dashboard's page by
 * the server. Only what the dashboard already honours; agencies will set it per agency.
 */
export const ZTenantBranding = z.object({
  /** Spec 001 §2: the side navigation's pricing widget shows unless this is false. */
  showPricing: z.boolean(),
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
