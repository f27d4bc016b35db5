import { type AgencyBranding, TENANT_BRANDING_META } from '@agent-platform/core';
import { paletteOf } from '@agent-platform/core/widget/palette';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../test/render';
import { brandedTheme, theme } from '../../app/theme';
import { AgencyFooter } from './agency-footer';
import { BrandMark, PRODUCT_NAME } from './brand-mark';
import { BrandingText } from './branding-text';

const acme: AgencyBranding = {
  name: 'Acme Agency',
  logoURL: '/api/na/public/files/logo1',
  darkLogoURL: null,
  faviconURL: null,
  font: 'Lato',
  colours: { primary: '#ff0000', themeType: 'dark', palette: paletteOf('#ff0000', 'dark') },
  themeVariant: 'default',
  themeColorUsage: 'plain',
  showPoweredBy: true,
  tosPage: 'https://acme.example/terms',
  privacyPolicyPage: '',
  brandingText: '',
};

/** The page as the server renders it on an agency's host. */
function servedFor(agency: AgencyBranding) {
  const meta = document.createElement('meta');
  meta.name = TENANT_BRANDING_META;
  meta.content = JSON.stringify({ showPricing: false, agency });
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll(`meta[name="${TENANT_BRANDING_META}"]`)) meta.remove();
});

const page = (path: string) =>
  renderDashboard(
    <>
      <BrandMark />
      <AgencyFooter year={2026} />
    </>,
    { path },
  );

describe("the dashboard on an agency's host", () => {
  it("shows the agency's logo and name and its footer, with 'Powered by' while the agency may not hide it", () => {
    servedFor(acme);
    page('/login');
    expect(screen.getByText('Acme Agency')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/na/public/files/logo1');
    const footer = screen.getByRole('contentinfo', { name: 'Footer' });
    expect(footer.textContent).toContain(`© 2026 Acme Agency · Powered by ${PRODUCT_NAME}`);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://acme.example/terms',
    );
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(footer.textContent).toContain('GDPR');
  });

  it("leaves the product's name out when the agency may hide 'Powered by', and hides the footer on app paths", () => {
    servedFor({ ...acme, showPoweredBy: false });
    const { unmount } = page('/login');
    expect(document.body.textContent).not.toContain(PRODUCT_NAME);
    unmount();
    page('/app/na/agents');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("shows the agency's branding text as Markdown at its entry, with raw HTML and script links left out", () => {
    servedFor({
      ...acme,
      brandingText:
        '**Acme** builds agents. <img src=x onerror=alert(1)> [Site](https://acme.example) [bad](javascript:alert(1))',
    });
    renderDashboard(<BrandingText />, { path: '/login' });
    const text = screen.getByTestId('branding-text');
    expect(text.querySelector('strong')?.textContent).toBe('Acme');
    expect(text.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Site' }).getAttribute('href')).toBe('https://acme.example');
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toContain('javascript');
  });

  it("shows no branding text on the product's own host", () => {
    renderDashboard(<BrandingText />, { path: '/login' });
    expect(screen.queryByTestId('branding-text')).toBeNull();
  });

  it("takes the agency's colours, lightest shade first, and its font into the theme", () => {
    const branded = brandedTheme({ showPricing: false, agency: acme });
    expect(branded.primaryColor).toBe('agency');
    expect(branded.colors?.agency?.[0]).toMatch(/^#ffe[0-9a-f]{3}$/);
    expect(branded.colors?.agency?.[9]).toBe('#330000');
    expect(branded.fontFamily).toBe('"Lato", system-ui, sans-serif');
    expect(brandedTheme({ showPricing: true })).toBe(theme);
  });
});

describe("the product's own host", () => {
  it("shows the product's name and no agency footer", () => {
    page('/login');
    expect(screen.getByText(PRODUCT_NAME)).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
