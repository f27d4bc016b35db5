import { type AgencyBranding, parseTenantBranding } from '@agent-platform/core';
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

  it("links the agency font's stylesheet from our own server before its style, except for inherit and on /prototype", () => {
    const withFont = (font: string | null) => {
      const tenant = agencyTenant();
      return { ...tenant, branding: { ...tenant.branding, agency: { ...tenant.branding.agency, font } } };
    };
    const html = renderDashboardHtml(built, withFont('Open Sans'), '/login');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/api\/fonts\/Open%20Sans\.css" \/>\s*<style id="agency-theme">/,
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toContain('fonts.googleapis.com');
    for (const [font, path] of [
      ['inherit', '/login'],
      [null, '/login'],
      ['Open Sans', '/app/na/prototype?vg_id=a1'],
    ] as const) {
      const page = renderDashboardHtml(built, withFont(font), path);
      expect(page).toContain('<style id="agency-theme">');
      expect(page).not.toContain('rel="stylesheet"');
    }
  });

  it("keeps an agency's text inside its own elements: CSS cannot end the <style>, a name cannot open a tag", () => {
    const agencyTenant = {
      kind: 'agency' as const,
      workspaceUid: 'w1',
      region: 'na' as const,
      origin: 'https://acme.example.com',
      customCSS: 'a { color: red }</style><script>alert(1)</script> .x::after { content: "$\'" }',
      branding: {
        showPricing: false,
        agency: {
          name: '</title><script>alert(2)</script>$&',
          logoURL: null,
          darkLogoURL: null,
          faviconURL: null,
          font: 'Open Sans',
          colours: null,
          themeVariant: 'default' as const,
          themeColorUsage: 'plain' as const,
          showPoweredBy: true,
          tosPage: '',
          privacyPolicyPage: '',
          brandingText: '',
        },
      },
    };
    const html = renderDashboardHtml(built, agencyTenant, '/login');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;$&amp;</title>');
    expect(html).toContain('<link rel="icon" type="image/png" href="data:," />');
    const style = html.match(/<style id="agency-theme">([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(style).toContain('\\3c /style>\\3c script>');
    expect(style).toContain(`content: "$'"`);
    expect(html.endsWith('</html>')).toBe(true);
  });

  it("shows the agency's logo as the page's icon when it has no favicon, never the product's empty one", () => {
    const agency: AgencyBranding = {
      name: 'Acme',
      logoURL: '/files/acme-logo.png',
      darkLogoURL: null,
      faviconURL: null,
      font: null,
      colours: null,
      themeVariant: 'default',
      themeColorUsage: 'plain',
      showPoweredBy: true,
      tosPage: '',
      privacyPolicyPage: '',
      brandingText: '',
    };
    const tenant = (look: AgencyBranding) => ({
      kind: 'agency' as const,
      workspaceUid: 'ws_1',
      region: 'na' as const,
      origin: 'https://acme.example.com',
      customCSS: '',
      branding: { showPricing: false, agency: look },
    });
    expect(renderDashboardHtml(built, tenant(agency), '/login')).toContain(
      '<link rel="icon" type="image/png" href="/files/acme-logo.png" />',
    );
    const withFavicon = renderDashboardHtml(built, tenant({ ...agency, faviconURL: '/files/acme-icon.png' }), '/login');
    expect(withFavicon).toContain('<link rel="icon" type="image/png" href="/files/acme-icon.png" />');
  });
});

function agencyTenant() {
  return {
    kind: 'agency' as const,
    workspaceUid: 'w1',
    region: 'na' as const,
    origin: 'https://acme.example.com',
    customCSS: '',
    branding: {
      showPricing: false,
      agency: {
        name: 'Acme',
        logoURL: null,
        darkLogoURL: null,
        faviconURL: null,
        font: 'Open Sans' as string | null,
        colours: null,
        themeVariant: 'default' as const,
        themeColorUsage: 'plain' as const,
        showPoweredBy: true,
        tosPage: '',
        privacyPolicyPage: '',
        brandingText: '',
      },
    },
  };
}
