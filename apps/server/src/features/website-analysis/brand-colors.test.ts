import { describe, expect, it } from 'vitest';
import { cssBackground, cssBrandColors, isNeutral, svgColors, toHex } from './brand-colors.js';

describe('toHex', () => {
  it.each([
    ['#1F6F5C', '#1f6f5c'],
    ['#c40', '#cc4400'],
    ['rgb(31, 111, 92)', '#1f6f5c'],
    ['hsl(0 100% 50%)', '#ff0000'],
    ['hsl(0, 100%, 50%)', '#ff0000'],
    ['rgb(31 111 92 / 90%)', '#1f6f5c'],
    ['221.2 83.2% 53.3%', '#2563eb'],
    ['rebeccapurple', '#663399'],
    ['  #e07a2f  ', '#e07a2f'],
  ])('reads %s as %s', (value, hex) => {
    expect(toHex(value)).toBe(hex);
  });

  it.each(['transparent', 'rgba(255, 0, 0, 0.1)', 'hsl(0 100% 50% / 0.2)', 'var(--x)', 'not a colour', ''])(
    'reads %s as nothing',
    (value) => {
      expect(toHex(value)).toBeNull();
    },
  );
});

describe('isNeutral', () => {
  it('treats greys, near-white and near-black as saying nothing about a brand', () => {
    for (const hex of ['#ffffff', '#000000', '#333333', '#f4f4f4', '#fdfaf5', '#0a0a0b'])
      expect(isNeutral(hex)).toBe(true);
    for (const hex of ['#1f6f5c', '#e07a2f', '#c2410c', '#2563eb']) expect(isNeutral(hex)).toBe(false);
  });
});

describe('cssBrandColors', () => {
  it('lists brand-named custom properties, primary before brand before accent, base colours before their shades', () => {
    const css = `
      :root {
        --color-accent: #e07a2f;
        --primary-100: #dbeafe;
        --brand: #9333ea;
        --text: #111827;
        --primary: #2563eb;
        --spacing: 4px;
      }
      .dark { --primary: #60a5fa; }`;
    expect(cssBrandColors(css)).toEqual([
      { name: '--primary', hex: '#2563eb' },
      { name: '--brand', hex: '#9333ea' },
      { name: '--color-accent', hex: '#e07a2f' },
      { name: '--primary-100', hex: '#dbeafe' },
    ]);
  });

  it('follows var() references and their fallbacks', () => {
    const css = ':root { --green: #1f6f5c; --color-primary: var(--green); --brand-color: var(--missing, #c2410c); }';
    expect(cssBrandColors(css)).toEqual([
      { name: '--color-primary', hex: '#1f6f5c' },
      { name: '--brand-color', hex: '#c2410c' },
    ]);
  });

  it('skips grey brand variables and values that are not colours', () => {
    const css = ':root { --primary-font: Inter, sans-serif; --brand-text: #222222; --theme-radius: 4px; }';
    expect(cssBrandColors(css)).toEqual([]);
  });

  it('gives nothing for a style sheet it cannot parse, rather than failing', () => {
    expect(cssBrandColors(':root { --primary: #2563eb; ')).toEqual([]);
  });
});

describe('cssBackground', () => {
  it('finds the background a style sheet declares', () => {
    expect(cssBackground(':root { --bg: #0b1020; --primary: #2563eb; }')).toBe('#0b1020');
    expect(cssBackground(':root { --color-background: var(--ink); --ink: #111111; }')).toBe('#111111');
    expect(cssBackground(':root { --primary: #2563eb; }')).toBeNull();
  });
});

describe('svgColors', () => {
  it('counts fills, strokes, gradient stops, style attributes and <style> rules, most used first, greys left out', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">
      <style>.mark { fill: #7c3aed; } .text { fill: #333 }</style>
      <defs><linearGradient id="g"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
      <rect fill="url(#g)" width="10" height="10"/>
      <path class="mark" d="M0 0"/>
      <circle style="fill:#0ea5e9;stroke:none" r="2"/>
      <g fill="currentColor"><path d="M1 1"/></g>
      <path fill="#7C3AED" d="M2 2"/>
    </svg>`;
    expect(svgColors(svg)).toEqual(['#7c3aed', '#0ea5e9']);
  });

  it('gives nothing for an SVG painted only in greys', () => {
    expect(svgColors('<svg><path fill="#000"/><path stroke="#eeeeee"/></svg>')).toEqual([]);
  });
});
