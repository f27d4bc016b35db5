import { describe, expect, it } from 'vitest';
import { exactHex, readWidgetColours } from './palette.js';

describe('widget palette', () => {
  it('takes a colour only as exactly six hex digits', () => {
    expect(exactHex('#1F6F5C')).toBe('#1f6f5c');
    expect(exactHex('1f6f5c')).toBe('#1f6f5c');
    for (const bad of ['#1f6f5', '#1f6f5c0', '#fff', 'red', '#1f6f5g', '#1f6f5c;background:url(x)', 7, undefined]) {
      expect(exactHex(bad)).toBeNull();
    }
  });

  it('reads a stored theme, and makes the shades again when the stored ones are not ten in range', () => {
    const light = readWidgetColours(JSON.stringify({ primary: '#ff0000', themeType: 'light' }), '#228be6');
    expect(light.primary).toBe('#ff0000');
    expect(light.palette.map(([, , lightness]) => lightness)).toEqual([95, 90, 80, 70, 60, 50, 40, 30, 20, 10]);

    const dark = readWidgetColours(
      JSON.stringify({ primary: '#ff0000', themeType: 'dark', nineColorPallet: [[0, 100, 500]] }),
      '#228be6',
    );
    expect(dark.themeType).toBe('dark');
    expect(dark.palette[0]).toEqual([0, 100, 10]);

    const stored = Array.from({ length: 10 }, (_, index): [number, number, number] => [200, 50, index * 10]);
    expect(
      readWidgetColours(JSON.stringify({ primary: '#00ff00', nineColorPallet: stored }), '#228be6').palette,
    ).toEqual(stored);
  });

  it('falls back to the default colour for a primary that is not six hex digits, or no JSON at all', () => {
    expect(readWidgetColours(JSON.stringify({ primary: 'red' }), '#228be6').primary).toBe('#228be6');
    expect(readWidgetColours('{not json', '#228be6')).toMatchObject({ primary: '#228be6', themeType: 'light' });
    expect(readWidgetColours(undefined, '#228be6').palette).toHaveLength(10);
  });
});
