import type { Tenant } from './tenant.js';

/**
 * The dashboard's page for one tenant, from the built index.html. An agency's branding (favicon,
 * font, theme: spec 001 §1) goes in here, before the page is sent; the product's page only names
 * its tenant, so the dashboard knows whose branding to load.
 */
export function renderDashboardHtml(template: string, tenant: Tenant): string {
  const head = `<meta name="tenant" content="${escapeAttribute(tenant.kind)}" />`;
  return template.replace('</head>', `  ${head}\n  </head>`);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
