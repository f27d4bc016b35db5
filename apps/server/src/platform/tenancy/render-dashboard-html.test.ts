import { parseTenantBranding } from '@agent-platform/core';
import { describe, expect, it } from 'vitest';
import { renderDashboardHtml } from './render-dashboard-html.js';
import { productTenant } from './tenant.js';

const built = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Dashboard</title>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe("the dashboard's page", () => {
  it("names the product as the page's tenant in its head and leaves the built page otherwise as it is", () => {
    const html = renderDashboardHtml(built, productTenant({ publicUrl: 'https://app.example.com' }));
    expect(html).toMatch(/<meta name="tenant" content="product" \/>\s*<meta name="tenant-branding"[^>]*>\s*<\/head>/);
    expect(html.replace(/\s*<meta name="tenant(-branding)?"[^>]*>/g, '')).toBe(built);
  });

  it("carries the tenant's branding as JSON the dashboard reads; the product shows the pricing widget", () => {
    const html = renderDashboardHtml(built, productTenant({ publicUrl: 'https://app.example.com' }));
    const content = html.match(/<meta name="tenant-branding" content="([^"]*)" \/>/)?.[1] ?? '';
    const decoded = content.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(parseTenantBranding(decoded)).toEqual({ showPricing: true });
    const hidden = renderDashboardHtml(built, {
      ...productTenant({ publicUrl: 'https://app.example.com' }),
      branding: { showPricing: false },
    });
    expect(hidden).toContain('content="{&quot;showPricing&quot;:false}"');
  });
});
