import { describe, expect, it } from 'vitest';
import { customThemeFrom, hexToHsl } from './custom-theme.js';

describe('custom theme from a brand colour', () => {
  it('reads #rrggbb as hue, saturation and lightness', () => {
    expect(hexToHsl('#1f6f5c')).toEqual([166, 56, 28]);
    expect(hexToHsl('#ff0000')).toEqual([0, 100, 50]);
    expect(hexToHsl('#0000ff')).toEqual([240, 100, 50]);
    expect(hexToHsl('#808080')).toEqual([0, 0, 50]);
  });

  it('makes ten shades of the colour at lightness 95 to 10 for a light theme', () => {
    const theme = customThemeFrom({ ownerID: 'w1', themeType: 'light', primary: '#1F6F5C' });
    expect(theme.primary).toBe('#1f6f5c');
    expect(theme.nineColorPallet.map(([, , lightness]) => lightness)).toEqual([95, 90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(theme.nineColorPallet.every(([hue, saturation]) => hue === 166 && saturation === 56)).toBe(true);
  });

  it('reverses the shades for a dark theme', () => {
    const theme = customThemeFrom({ ownerID: 'w1', themeType: 'dark', primary: '#1f6f5c' });
    expect(theme.nineColorPallet.map(([, , lightness]) => lightness)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 95]);
  });
});
