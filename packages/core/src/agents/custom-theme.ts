import { z } from 'zod';
import { paletteOf, THEME_PALETTE_LIGHTNESS } from '../widget/palette.js';

export { exactHex, type HslTriple, hexToHsl, THEME_PALETTE_LIGHTNESS } from '../widget/palette.js';

/**
 * The widget's custom theme (spec 000 §3 "Custom theme JSON", stored as the agent's
 * `customThemeJSONString`): a primary colour and a palette of ten shades of it.
 */

export const ZThemeType = z.enum(['light', 'dark']);
export type ThemeType = z.infer<typeof ZThemeType>;

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
  return {
    ownerID: input.ownerID,
    themeType: input.themeType,
    primary: input.primary.toLowerCase(),
    nineColorPallet: paletteOf(input.primary, input.themeType),
    autogenTheme: true,
  };
}
