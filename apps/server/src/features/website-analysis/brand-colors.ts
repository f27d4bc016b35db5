import { load } from 'cheerio';
import { hsl, color as parseColor } from 'd3-color';
import postcss, { type Root } from 'postcss';

/**
 * Pure colour helpers of the website analysis: CSS colour values to `#rrggbb`, the brand-named
 * custom properties of a style sheet, and the dominant colours of an SVG logo.
 */

/** Any CSS colour (hex, rgb(), hsl(), a named colour) as `#rrggbb`; null for transparent or unreadable values. */
export function toHex(value: string): string | null {
  const parsed = parseColor(legacySyntax(value.trim()));
  if (!parsed?.displayable() || parsed.opacity < 0.5) return null;
  return parsed.formatHex();
}

/**
 * d3-color reads the comma syntax only: `hsl(222 47% 11% / 0.5)` becomes `hsl(222, 47%, 11%)`,
 * and a bare `222 47% 11%` (the HSL triple many design systems keep in their variables) is read as HSL.
 */
function legacySyntax(value: string): string {
  const spaced = /^(rgba?|hsla?)\(\s*([^\s,()]+)\s+([^\s,()]+)\s+([^\s,()/]+)\s*(?:\/\s*([^\s()]+)\s*)?\)$/i.exec(
    value,
  );
  if (spaced) {
    const [, fn, a, b, c, alpha] = spaced;
    const name = fn!.toLowerCase().replace(/a$/, '');
    if (!alpha) return `${name}(${a}, ${b}, ${c})`;
    const opacity = alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : alpha;
    return `${name}a(${a}, ${b}, ${c}, ${opacity})`;
  }
  if (/^\d+(?:\.\d+)?(?:deg)?\s+\d+(?:\.\d+)?%\s+\d+(?:\.\d+)?%$/.test(value)) {
    const [h, s, l] = value.split(/\s+/);
    return `hsl(${h!.replace('deg', '')}, ${s}, ${l})`;
  }
  return value;
}

/** Greys, near-white and near-black say nothing about a brand: text and background colours. */
export function isNeutral(hex: string): boolean {
  const { s, l } = hsl(hex);
  return Number.isNaN(s) || s < 0.15 || l > 0.94 || l < 0.08;
}

/** Relative lightness, 0 (black) to 1 (white), to tell a dark theme from a light one. */
export function lightness(hex: string): number {
  const { l } = hsl(hex);
  return Number.isNaN(l) ? 0 : l;
}

// Custom properties whose name says they carry the brand, best first.
const BRAND_NAMES: [RegExp, number][] = [
  [/primary/, 0],
  [/brand/, 1],
  [/accent|secondary|main|theme|highlight/, 2],
];
const BACKGROUND_NAME = /^--(?:[\w-]*-)?(?:background|bg)(?:-color)?$/;
// Shades of a scale (--primary-100, --brand-light) come after the base colour.
const SHADE = /-(?:\d{2,3}|light|lighter|dark|darker|hover|active|muted|soft|subtle|foreground|fg|contrast|text)$/;

export interface CssBrandColor {
  name: string;
  hex: string;
}

/**
 * The brand colours a style sheet declares as custom properties (`--primary`, `--brand`,
 * `--color-primary`...), most telling name first; `var(--x)` references are followed.
 * Unparsable CSS gives none: a broken style sheet on the site is not the analysis failing.
 */
export function cssBrandColors(css: string): CssBrandColor[] {
  const values = customProperties(css);
  const found: (CssBrandColor & { rank: number; order: number })[] = [];
  let order = 0;
  for (const [name, raw] of values) {
    const rank = brandRank(name);
    if (rank === undefined) continue;
    const hex = toHex(resolveVar(raw, values));
    if (!hex || isNeutral(hex)) continue;
    found.push({ name, hex, rank: rank + (SHADE.test(name) ? 3 : 0), order: order++ });
  }
  found.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return found.map(({ name, hex }) => ({ name, hex }));
}

/** The page background a style sheet declares (`--background`, `--bg-color`...), when it names one. */
export function cssBackground(css: string): string | null {
  const values = customProperties(css);
  for (const [name, raw] of values) {
    if (BACKGROUND_NAME.test(name)) return toHex(resolveVar(raw, values));
  }
  return null;
}

function brandRank(name: string): number | undefined {
  const bare = name.toLowerCase();
  return BRAND_NAMES.find(([pattern]) => pattern.test(bare))?.[1];
}

/** Every custom property's first declared value, in source order (`:root` usually comes first). */
function customProperties(css: string): Map<string, string> {
  const values = new Map<string, string>();
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch {
    return values;
  }
  root.walkDecls(/^--/, (decl) => {
    if (!values.has(decl.prop)) values.set(decl.prop, decl.value);
  });
  return values;
}

function resolveVar(value: string, values: Map<string, string>, depth = 0): string {
  const reference = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!reference || depth > 5) return value;
  const [, name, fallback] = reference;
  const target = values.get(name!) ?? fallback;
  return target === undefined ? value : resolveVar(target, values, depth + 1);
}

/**
 * The colours an SVG paints with (fill, stroke, gradient stops, in attributes, `style` and
 * `<style>`), non-neutral ones only, most used first.
 */
export function svgColors(svg: string): string[] {
  const $ = load(svg, { xml: true });
  const counts = new Map<string, number>();
  const count = (value: string | undefined) => {
    if (!value || /^(?:none|currentcolor|inherit|transparent)$/i.test(value.trim()) || value.includes('url(')) return;
    const hex = toHex(value);
    if (hex && !isNeutral(hex)) counts.set(hex, (counts.get(hex) ?? 0) + 1);
  };
  const paintDeclarations = /(?:^|[;{\s])(?:fill|stroke|stop-color)\s*:\s*([^;}"]+)/gi;
  $('*').each((_, element) => {
    const node = $(element);
    count(node.attr('fill'));
    count(node.attr('stroke'));
    count(node.attr('stop-color'));
    for (const match of (node.attr('style') ?? '').matchAll(paintDeclarations)) count(match[1]);
  });
  $('style').each((_, element) => {
    for (const match of $(element).text().matchAll(paintDeclarations)) count(match[1]);
  });
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([hex]) => hex);
}
