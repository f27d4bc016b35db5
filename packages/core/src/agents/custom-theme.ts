import { z } from 'zod';

/**
 * The widget's custom theme (spec 000 §3 "Custom theme JSON", stored as the agent's
 * `customThemeJSONString`): a primary colour and a palette of ten shades of it.
 */

/** Spec 000 §3: ten shades at lightness 95, 90, 80 ... 10 (light); the same reversed for dark. */
export const THEME_PALETTE_LIGHTNESS = [95, 90, 80, 70, 60, 50, 40, 30, 20, 10] as const;

export const ZThemeType = z.enum(['light', 'dark']);
export type ThemeType = z.infer<typeof ZThemeType>;

/** [hue 0-360, saturation 0-100, lightness 0-100] */
export type HslTriple = [number, number, number];

export const ZCustomTheme = z.object({
  ownerID: z.string(),
  themeType: ZThemeType,
  primary: z.string().regex(/^#[0-9a-f]{6}$/),
  /** The spec's name; it holds ten shades. */
  nineColorPallet: z.array(z.tuple([z.number(), z.number(), z.number()])).length(THEME_PALETTE_LIGHTNESS.length),
  /** Made from a brand colour by the product rather than picked shade by shade. */
  autogenTheme: z.boolean().optional(),
});
export type CustomTheme = z.infer<typeof ZCustomTheme>;

/** A custom theme generated from one `#rrggbb` colour: its hue and saturation at each palette lightness. */
export function customThemeFrom(input: { ownerID: string; themeType: ThemeType; primary: string }): CustomTheme {
  const [hue, saturation] = hexToHsl(input.primary);
  const shades = THEME_PALETTE_LIGHTNESS.map((lightness): HslTriple => [hue, saturation, lightness]);
  return {
    ownerID: input.ownerID,
    themeType: input.themeType,
    primary: input.primary.toLowerCase(),
    nineColorPallet: input.themeType === 'dark' ? shades.reverse() : shades,
    autogenTheme: true,
  };
}

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
