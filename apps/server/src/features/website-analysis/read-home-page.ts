import { WEBSITE_ANALYSIS_MAX_LINKED_PAGES } from '@agent-platform/core';
import { type CheerioAPI, load } from 'cheerio';
import { toHex } from './brand-colors.js';
import { squash } from './page-text.js';

/** What a home page's markup says about the company, before anything else is fetched. */
export interface HomePageFacts {
  companyName: string | null;
  description: string | null;
  /** Icons the page declares, best first; empty when it declares none. */
  iconUrls: string[];
  logoUrl: string | null;
  /** An inline `<svg>` logo's markup, when the logo is drawn in the page itself. */
  inlineLogoSvg: string | null;
  /** `theme-color` values as `#rrggbb`, in page order. */
  themeColors: string[];
  /** The text of the page's `<style>` elements and `style` attributes of html/body. */
  inlineCss: string;
  /** Same-site style sheets, in page order. */
  stylesheetUrls: string[];
  /** Same-site pages linked from the main navigation, without the home page itself. */
  navLinks: string[];
  /** The `color-scheme` the page asks for, when it asks only for dark. */
  prefersDark: boolean;
}

const DESCRIPTION_MAX_CHARS = 500;
const MAX_STYLESHEETS = 3;
// Links to files rather than pages.
const FILE_LINK = /\.(?:pdf|zip|png|jpe?g|gif|webp|svg|ico|mp4|mp3|docx?|xlsx?|pptx?|csv|xml|json|txt)$/i;

/** Reads the company's name, description, icons, logo, colour hints and main links from its home page. */
export function readHomePage(html: string, pageUrl: string): HomePageFacts {
  const $ = load(html);
  const base = baseUrl($, pageUrl);
  const meta = (selector: string) => squash($(selector).first().attr('content') ?? '') || null;
  const resolve = (href: string | undefined) => absoluteHttpUrl(href, base);

  const logo = findLogo($, resolve);
  return {
    companyName: meta('meta[property="og:site_name"]') ?? meta('meta[name="application-name"]') ?? nameFromTitle($),
    description: clip(
      meta('meta[name="description"]') ?? meta('meta[property="og:description"]') ?? firstParagraph($),
      DESCRIPTION_MAX_CHARS,
    ),
    iconUrls: iconUrls($, resolve),
    logoUrl: logo.url ?? resolve($('meta[property="og:image"]').first().attr('content')),
    inlineLogoSvg: logo.svg,
    themeColors: $('meta[name="theme-color"]')
      .map((_, element) => toHex($(element).attr('content') ?? ''))
      .get()
      .filter((hex): hex is string => hex !== null),
    inlineCss: [
      ...$('style').map((_, element) => $(element).text()),
      ...$('html[style], body[style]').map((_, element) => `:root{${$(element).attr('style')}}`),
    ].join('\n'),
    stylesheetUrls: unique(
      $('link[rel~="stylesheet"][href]')
        .map((_, element) => resolve($(element).attr('href')))
        .get()
        .filter((url): url is string => url !== null && sameSite(url, pageUrl)),
    ).slice(0, MAX_STYLESHEETS),
    navLinks: navLinks($, resolve, pageUrl),
    prefersDark: /^\s*dark\s*$/i.test($('meta[name="color-scheme"]').attr('content') ?? ''),
  };
}

/** `title` without its " | Home" or "Welcome to " decorations; the part left is the name. */
export function nameFromTitle($: CheerioAPI): string | null {
  const title = squash($('title').first().text());
  if (!title) return null;
  const parts = title
    .split(/\s+[|\-–—·:»]\s+|:\s+/)
    .map((part) => part.replace(/^(?:welcome to|home of)\s+/i, '').trim())
    .filter((part) => part && !/^(?:home|home ?page|welcome|official (?:web)?site)$/i.test(part));
  return parts[0] ?? null;
}

function firstParagraph($: CheerioAPI): string | null {
  const paragraphs = $('main p, body p').not('nav p, footer p, header p');
  for (const element of paragraphs.toArray()) {
    const text = squash($(element).text());
    if (text.length >= 40) return text;
  }
  return null;
}

function iconUrls($: CheerioAPI, resolve: (href?: string) => string | null): string[] {
  const icons = $('link[rel][href]')
    .toArray()
    .map((element) => {
      const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
      const url = resolve($(element).attr('href'));
      if (!url) return null;
      const isSvg = /svg/i.test($(element).attr('type') ?? '') || /\.svg(?:$|\?)/i.test(url);
      const size = Number(/(\d+)x\d+/.exec($(element).attr('sizes') ?? '')?.[1] ?? 0);
      // Plain icons first (sharpest first), then the touch icons Apple devices use.
      if (rel.includes('icon')) return { url, score: isSvg ? 10_000 : size };
      if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) return { url, score: -1 };
      return null;
    })
    .filter((icon) => icon !== null);
  return unique(icons.sort((a, b) => b.score - a.score).map((icon) => icon.url));
}

const LOGO = /logo/i;

function findLogo(
  $: CheerioAPI,
  resolve: (href?: string) => string | null,
): { url: string | null; svg: string | null } {
  const mentionsLogo = (element: Parameters<CheerioAPI>[0]) => {
    const node = $(element);
    return ['src', 'class', 'alt', 'id', 'href'].some((name) => LOGO.test(node.attr(name) ?? ''));
  };
  for (const element of $('img, svg, a, div, span, link[rel~="logo"]').toArray()) {
    const node = $(element);
    const tag = element.tagName.toLowerCase();
    if (tag === 'link') return { url: resolve(node.attr('href')), svg: null };
    // An image or an inline SVG that says it is the logo, or sits in an element that does.
    const isLogo =
      mentionsLogo(element) || (tag !== 'a' && tag !== 'div' && tag !== 'span' && mentionsLogo(node.parent()));
    if (!isLogo) continue;
    const image = tag === 'img' || tag === 'svg' ? node : node.find('img, svg').first();
    if (image.length === 0) continue;
    if (image.is('svg')) return { url: null, svg: $.html(image) };
    const url = resolve(image.attr('src'));
    if (url) return { url, svg: null };
  }
  return { url: null, svg: null };
}

function navLinks($: CheerioAPI, resolve: (href?: string) => string | null, pageUrl: string): string[] {
  const inNav = $('nav a[href], [role=navigation] a[href], header a[href]');
  const links = inNav.length > 0 ? inNav : $('body a[href]');
  const home = withoutHash(pageUrl);
  return unique(
    links
      // A link to a place on the same page is not another page.
      .filter((_, element) => !$(element).attr('href')?.trim().startsWith('#'))
      .map((_, element) => resolve($(element).attr('href')))
      .get()
      .filter((url): url is string => url !== null)
      .map(withoutHash)
      .filter((url) => url !== home && sameSite(url, pageUrl) && !FILE_LINK.test(new URL(url).pathname)),
  ).slice(0, WEBSITE_ANALYSIS_MAX_LINKED_PAGES);
}

function baseUrl($: CheerioAPI, pageUrl: string): string {
  return absoluteHttpUrl($('base[href]').attr('href'), pageUrl) ?? pageUrl;
}

/** `href` resolved against `base`, when the result is an http(s) URL. */
export function absoluteHttpUrl(href: string | undefined, base: string): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Same host, counting `www.` as the same site; the port must match too. */
export function sameSite(url: string, other: string): boolean {
  const a = new URL(url);
  const b = new URL(other);
  const host = (u: URL) => u.hostname.replace(/^www\./, '');
  return host(a) === host(b) && a.port === b.port;
}

const withoutHash = (url: string) => url.split('#')[0]!;
const unique = (values: string[]) => [...new Set(values)];

function clip(text: string | null, max: number): string | null {
  if (!text || text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
