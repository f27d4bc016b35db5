import { type AgencyBranding, agencyFontStylesheetPath, TENANT_BRANDING_META } from '@agent-platform/core';
import { cssHsl } from '@agent-platform/core/widget/palette';
import type { Tenant } from './tenant.js';

/** Spec 001 §2: a path containing /prototype keeps the product's font. */
const KEEPS_PRODUCT_FONT = /\/prototype/;
/** After the agency's font, while its files load from our server or should they fail to. */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The dashboard's page for one tenant, from the built index.html, at `path`. The page names its
 * tenant and carries the branding the dashboard honours (TENANT_BRANDING_META). On an agency's
 * host the agency's name, favicon, font, colours and custom CSS go in before the page is sent
 * (spec 001 §1-§2), so the product's brand never shows first.
 */
export function renderDashboardHtml(template: string, tenant: Tenant, path = '/'): string {
  if (tenant.kind === 'product') return withHead(template, tenant.kind, JSON.stringify(tenant.branding), []);
  const agency = tenant.branding.agency;
  if (!agency) return withHead(template, tenant.kind, JSON.stringify(tenant.branding), []);
  const look: AgencyBranding = KEEPS_PRODUCT_FONT.test(path.split('?')[0] ?? '') ? { ...agency, font: null } : agency;
  const page = template
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeText(look.name)}</title>`)
    .replace(/[ \t]*<link\s+rel="(?:shortcut )?icon"[^>]*>\s*/gi, '');
  const fontStylesheet = look.font ? agencyFontStylesheetPath(look.font) : null;
  return withHead(page, tenant.kind, JSON.stringify({ ...tenant.branding, agency: look }), [
    // Without a favicon the agency's logo stands in: the empty icon is also what the product's page has.
    `<link rel="icon" type="image/png" href="${escapeAttribute(look.faviconURL ?? look.logoURL ?? 'data:,')}" />`,
    // Our own server's copy of the font (features/fonts), so the page never calls the font service.
    ...(fontStylesheet ? [`<link rel="stylesheet" href="${escapeAttribute(fontStylesheet)}" />`] : []),
    `<style id="agency-theme">${styleText(agencyCss(look, tenant.customCSS))}</style>`,
  ]);
}

function withHead(template: string, kind: string, branding: string, extra: string[]): string {
  const head = [
    `<meta name="tenant" content="${escapeAttribute(kind)}" />`,
    `<meta name="${TENANT_BRANDING_META}" content="${escapeAttribute(branding)}" />`,
    ...extra,
  ];
  // A function, not a string: `$&` and the like in an agency's text would be read as patterns.
  return template.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
}

/** The agency's font and colours as CSS variables on the page, then its own CSS. */
function agencyCss(look: AgencyBranding, customCSS: string): string {
  const variables = [
    `--agency-theme-variant: ${look.themeVariant};`,
    `--agency-color-usage: ${look.themeColorUsage};`,
    ...(look.colours
      ? [
          `--agency-primary: ${look.colours.primary};`,
          ...look.colours.palette.map((shade, i) => `--agency-shade-${i}: ${cssHsl(shade)};`),
        ]
      : []),
  ];
  const font = look.font && look.font !== 'inherit' ? `${cssString(look.font)}, ${SYSTEM_FONTS}` : undefined;
  return [
    `:root { ${variables.join(' ')}${font ? ` --agency-font: ${font};` : ''} }`,
    ...(font ? ['body { font-family: var(--agency-font); }'] : []),
    customCSS,
  ].join('\n');
}

const cssString = (value: string) => `"${value.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;

/**
 * CSS made safe to sit inside <style>: no `<` can end the element. `\3c ` is how CSS writes `<`
 * in a string, and outside strings a `<` is not valid CSS anyway.
 */
const styleText = (css: string) => css.replace(/</g, '\\3c ');

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
