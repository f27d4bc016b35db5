/**
 * The widget theme's colours (spec 000 §3 "Custom theme JSON"): a primary colour and ten shades of
 * it. Free of zod so the chat frame and the theme palette editor share it at no bundle cost.
 */

/** Spec 000 §3: ten shades at lightness 95, 90, 80 ... 10 (light); the same reversed for dark. */
export const THEME_PALETTE_LIGHTNESS = [95, 90, 80, 70, 60, 50, 40, 30, 20, 10] as const;

export type ThemeTypeName = 'light' | 'dark';

/** [hue 0-360, saturation 0-100, lightness 0-100] */
export type HslTriple = [number, number, number];

/**
 * `#rrggbb` (lower case) when the input is exactly six hex digits, with or without '#', else null.
 * Spec 000 §5: a shade is applied only then; anything else could carry CSS of its own.
 */
export function exactHex(value: unknown): string | null {
  const digits = typeof value === 'string' ? /^#?([0-9a-fA-F]{6})$/.exec(value.trim())?.[1] : undefined;
  return digits ? `#${digits.toLowerCase()}` : null;
}

/** The ten shades of a `#rrggbb` colour: its hue and saturation at each palette lightness. */
export function paletteOf(primary: string, themeType: ThemeTypeName): HslTriple[] {
  const [hue, saturation] = hexToHsl(primary);
  const shades = THEME_PALETTE_LIGHTNESS.map((lightness): HslTriple => [hue, saturation, lightness]);
  return themeType === 'dark' ? shades.reverse() : shades;
}

/** An HSL triple as a CSS colour. */
export const cssHsl = ([hue, saturation, lightness]: HslTriple) => `hsl(${hue} ${saturation}% ${lightness}%)`;

/**
 * `#rrggbb` as a rounded HSL triple. Written here rather than taken from a colour library
 * because core ships to the widget and the dashboard with zod as its only dependency.
 */
export function hexToHsl(hex: string): HslTriple {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => channel / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return [0, 0, Math.round(lightness * 100)];
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [Math.round((hue * 60 + 360) % 360), Math.round(saturation * 100), Math.round(lightness * 100)];
}

/** What the chat frame uses of a stored custom theme: always a usable colour, a mode and ten shades. */
export interface WidgetColours {
  primary: string;
  themeType: ThemeTypeName;
  palette: HslTriple[];
}

/**
 * Reads `customThemeJSONString` without trusting it: the primary only as exactly six hex digits
 * (else `fallbackPrimary`), and the stored palette only when it is ten numeric triples in range;
 * otherwise the shades are made again from the primary.
 */
export function readWidgetColours(customThemeJSONString: string | undefined, fallbackPrimary: string): WidgetColours {
  let stored: { primary?: unknown; themeType?: unknown; nineColorPallet?: unknown } = {};
  try {
    const parsed: unknown = customThemeJSONString ? JSON.parse(customThemeJSONString) : {};
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    // Not JSON: the defaults below apply.
  }
  const primary = exactHex(stored.primary) ?? fallbackPrimary;
  const themeType: ThemeTypeName = stored.themeType === 'dark' ? 'dark' : 'light';
  const palette = isPalette(stored.nineColorPallet) ? stored.nineColorPallet : paletteOf(primary, themeType);
  return { primary, themeType, palette };
}

function isPalette(value: unknown): value is HslTriple[] {
  return (
    Array.isArray(value) &&
    value.length === THEME_PALETTE_LIGHTNESS.length &&
    value.every(
      (shade) =>
        Array.isArray(shade) &&
        shade.length === 3 &&
        shade.every((part, index) => typeof part === 'number' && part >= 0 && part <= (index === 0 ? 360 : 100)),
    )
  );
}
