import { TENANT_BRANDING_META } from '@agent-platform/core';
import type { Tenant } from './tenant.js';

/**
 * The dashboard's page for one tenant, from the built index.html. An agency's branding (favicon,
 * font, theme: spec 001 §1) goes in here, before the page is sent; the product's page names its
 * tenant and carries the branding settings the dashboard honours (TENANT_BRANDING_META).
 */
export function renderDashboardHtml(template: string, tenant: Tenant): string {
  const head = [
    `<meta name="tenant" content="${escapeAttribute(tenant.kind)}" />`,
    `<meta name="${TENANT_BRANDING_META}" content="${escapeAttribute(JSON.stringify(tenant.branding))}" />`,
  ];
  return template.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
