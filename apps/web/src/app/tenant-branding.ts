import { parseTenantBranding, TENANT_BRANDING_META, type TenantBranding } from '@agent-platform/core';
import { createContext, useContext } from 'react';

/** The branding the server put into this page for its host (the product's when it put none). */
export function readTenantBranding(): TenantBranding {
  return parseTenantBranding(document.querySelector(`meta[name="${TENANT_BRANDING_META}"]`)?.getAttribute('content'));
}

/** A branding other than the page's, for the agency settings' live preview, which shows a draft. */
export const TenantBrandingContext = createContext<TenantBranding | null>(null);

/** The branding the pieces below show: the preview's draft inside it, else the page's own. */
export function useTenantBranding(): TenantBranding {
  return useContext(TenantBrandingContext) ?? readTenantBranding();
}
