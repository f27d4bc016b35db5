import type { TenantBranding } from '@agent-platform/core';
import type { HslTriple } from '@agent-platform/core/widget/palette';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Spec 001 §9: default font DM Sans. No web-font download: the system stack stands in where it is not installed.
const fontFamily = 'DM Sans, system-ui, sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * The dashboard's theme on its host: an agency's colours (its ten shades, lightest first, as Mantine
 * orders them) and font, else the product's. 'inherit' and a /prototype page keep the product font.
 */
export function brandedTheme(branding: TenantBranding) {
  const agency = branding.agency;
  if (!agency) return theme;
  const font = agency.font && agency.font !== 'inherit' ? `"${agency.font}", system-ui, sans-serif` : fontFamily;
  const shades = agency.colours
    ? ([...agency.colours.palette].sort((a, b) => b[2] - a[2]).map(hexOf) as unknown as MantineColorsTuple)
    : undefined;
  return createTheme({
    ...theme,
    fontFamily: font,
    headings: { fontFamily: font, fontWeight: '700' },
    ...(shades ? { colors: { agency: shades }, primaryColor: 'agency' } : {}),
  });
}

/** An HSL shade as #rrggbb: Mantine derives its hover and light variants from hex colours. */
function hexOf([hue, saturation, lightness]: HslTriple): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
