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
    expect(html).toMatch(/<meta name="tenant" content="product" \/>\s*<\/head>/);
    expect(html.replace(/\s*<meta name="tenant"[^>]*>/, '')).toBe(built);
  });
});
