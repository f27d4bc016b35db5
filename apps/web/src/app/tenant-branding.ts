import { parseTenantBranding, TENANT_BRANDING_META, type TenantBranding } from '@agent-platform/core';

/** The branding the server put into this page for its host (the product's when it put none). */
export function readTenantBranding(): TenantBranding {
  return parseTenantBranding(document.querySelector(`meta[name="${TENANT_BRANDING_META}"]`)?.getAttribute('content'));
}
