import * as cheerio from 'cheerio';
import { type Egress, EgressError } from '../../platform/egress/egress.js';
import { PRODUCT_USER_AGENT } from '../../platform/egress/user-agent.js';
import { withHostLimit } from './host-limit.js';
import { pageKey } from './page-key.js';
import { PAGE_MAX_BYTES } from './page-limits.js';
import { RobotsTxtUnavailable, readSiteRobots, robotsPathOf } from './read-site-robots.js';
import type { RobotsTxt } from './robots-txt.js';

const FETCH_TIMEOUT_MS = 15_000;
const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;
// A sitemap index may name thousands of sitemaps; a site's first few hold its main pages.
const MAX_SITEMAPS = 10;
// Files a link may point to that are no page to read.
const NOT_PAGES = /\.(?:css|js|json|xml|png|jpe?g|gif|svg|webp|ico|zip|gz|mp3|mp4|woff2?)$/i;

/** Why a website's pages could not be found, in the product's words. */
export class WebsiteUnreadable extends Error {}

export interface DiscoverOptions {
  maxPages: number;
  maxDepth: number;
}

/** What a crawl found: the pages to read, and those it will not read and why, for its run log. */
export interface WebsitePages {
  pages: string[];
  skipped: DiscoverySkip[];
}

/** A page found and not read: robots.txt disallows it, or it is larger than a page is read. */
export interface DiscoverySkip {
  url: string;
  reason: 'robots' | 'too-large';
}

/**
 * The pages of the website at `startUrl` worth reading: the start page (after its redirects),
 * then its sitemap's pages (robots.txt's sitemaps, else `/sitemap.xml`, sitemap indexes
 * followed), or, without a sitemap, the pages its links reach breadth-first up to `maxDepth`.
 * Only the start page's origin, never a path robots.txt disallows for our user agent (those are
 * returned apart); every request goes through the egress guard, at most two at once per host.
 * Addresses of one page (see `pageKey`, and a page's `<link rel="canonical">`) count once.
 */
export async function discoverWebsitePages(
  egress: Egress,
  startUrl: string,
  options: DiscoverOptions,
): Promise<WebsitePages> {
  const start = await fetchText(egress, startUrl, PAGE_MAX_BYTES, { fatal: true });
  if (!start || start.status < 200 || start.status >= 300) {
    throw new WebsiteUnreadable(
      `The website could not be read: the site answered with status ${start?.status ?? 'none'}.`,
    );
  }
  const origin = new URL(start.url).origin;
  const robots = await readRobots(egress, origin);
  const found = new Map<string, string>();
  /** The keys of the pages found and of their canonical addresses. */
  const known = new Set<string>();
  const skipped = new Map<string, DiscoverySkip>();
  /** Adds `url` unless it is no page, or one already found (also as `canonical`); true when added. */
  const add = (url: string, canonical?: string) => {
    const page = samePage(url, origin);
    const key = page && pageKey(page);
    if (!page || !key || found.size >= options.maxPages || known.has(key)) return false;
    if (NOT_PAGES.test(new URL(page).pathname)) return false;
    if (!robots.isAllowed(robotsPathOf(page))) {
      if (skipped.size < options.maxPages) skipped.set(key, { url: page, reason: 'robots' });
      return false;
    }
    const canonicalKey = canonical && samePage(canonical, origin) && pageKey(canonical);
    if (canonicalKey && known.has(canonicalKey)) return false;
    found.set(key, page);
    known.add(key);
    // Its canonical address is this page too, should a sitemap or a link name it later.
    if (canonicalKey) known.add(canonicalKey);
    return true;
  };
  add(start.url, canonicalOf(start.url, start.text));
  const result = () => ({ pages: [...found.values()], skipped: [...skipped.values()] });

  const sitemapPages = await readSitemaps(egress, origin, robots);
  if (sitemapPages.length > 0) {
    for (const page of sitemapPages) add(page);
    return result();
  }

  let level = [{ url: start.url, html: start.text }];
  for (let depth = 1; depth <= options.maxDepth && level.length > 0 && found.size < options.maxPages; depth++) {
    const next = links(level, origin).filter((url) => {
      const key = pageKey(url);
      if (!key || known.has(key)) return false;
      if (robots.isAllowed(robotsPathOf(url))) return true;
      add(url);
      return false;
    });
    const fetched = await Promise.all(
      next.slice(0, options.maxPages - found.size).map((url) =>
        fetchText(egress, url, PAGE_MAX_BYTES, {
          onTooLarge: () => {
            const key = pageKey(url);
            if (key && skipped.size < options.maxPages) skipped.set(key, { url, reason: 'too-large' });
          },
        }),
      ),
    );
    level = [];
    for (const page of fetched) {
      if (!page || page.status < 200 || page.status >= 300) continue;
      if (!/html/i.test(page.headers.get('content-type') ?? '')) {
        add(page.url);
        continue;
      }
      if (add(page.url, canonicalOf(page.url, page.text))) level.push({ url: page.url, html: page.text });
    }
  }
  return result();
}

/** The address a page names as its own with `<link rel="canonical">`, absolute; undefined without one. */
function canonicalOf(url: string, html: string): string | undefined {
  const href = cheerio.load(html)('link[rel~="canonical"][href]').first().attr('href');
  if (!href) return undefined;
  try {
    return new URL(href, url).toString();
  } catch {
    return undefined;
  }
}

/** Same-origin page URLs linked from `pages`, without fragments, each page once. */
function links(pages: { url: string; html: string }[], origin: string): string[] {
  const seen = new Map<string, string>();
  for (const page of pages) {
    const $ = cheerio.load(page.html);
    $('a[href]').each((_, element) => {
      const href = $(element).attr('href');
      if (!href) return;
      let url: string;
      try {
        url = new URL(href, page.url).toString();
      } catch {
        return;
      }
      const same = samePage(url, origin);
      const key = same && pageKey(same);
      if (same && key && !seen.has(key) && !NOT_PAGES.test(new URL(same).pathname)) seen.set(key, same);
    });
  }
  return [...seen.values()];
}

/** The site's robots.txt rules; one that cannot be read stops the crawl with the reason (see `readSiteRobots`). */
async function readRobots(egress: Egress, origin: string): Promise<RobotsTxt> {
  try {
    return await readSiteRobots(egress, origin);
  } catch (error) {
    if (!(error instanceof RobotsTxtUnavailable) && !(error instanceof EgressError)) throw error;
    const why = error instanceof RobotsTxtUnavailable ? error.message : 'its robots.txt did not answer';
    throw new WebsiteUnreadable(
      `The website could not be read: ${why}, which means no page may be read for now. Please try again later.`,
    );
  }
}

async function readSitemaps(egress: Egress, origin: string, robots: RobotsTxt): Promise<string[]> {
  const queue = robots.sitemaps.filter((url) => samePage(url, origin));
  if (queue.length === 0) queue.push(`${origin}/sitemap.xml`);
  const pages: string[] = [];
  const read = new Set<string>();
  while (queue.length > 0 && read.size < MAX_SITEMAPS) {
    const url = queue.shift() as string;
    if (read.has(url)) continue;
    read.add(url);
    const answer = await fetchText(egress, url, SITEMAP_MAX_BYTES);
    if (!answer || answer.status < 200 || answer.status >= 300) continue;
    const $ = cheerio.load(answer.text, { xml: true });
    $('sitemapindex > sitemap > loc').each((_, element) => {
      const child = samePage($(element).text().trim(), origin);
      if (child) queue.push(child);
    });
    $('urlset > url > loc').each((_, element) => {
      pages.push($(element).text().trim());
    });
  }
  return pages;
}

/**
 * One request through the guard. When the start page cannot be fetched (`fatal`) the crawl fails
 * with the guard's reason; any other page that cannot be fetched is simply not a page (undefined),
 * and one larger than `maxBytes` is told to `onTooLarge`, for the run log.
 */
async function fetchText(
  egress: Egress,
  url: string,
  maxBytes: number,
  { fatal = false, onTooLarge }: { fatal?: boolean; onTooLarge?: () => void } = {},
) {
  try {
    return await withHostLimit(url, () =>
      egress(url, {
        headers: { 'user-agent': PRODUCT_USER_AGENT, accept: 'text/html,application/xml;q=0.9,*/*;q=0.1' },
        maxBytes,
        timeoutMs: FETCH_TIMEOUT_MS,
      }),
    );
  } catch (error) {
    if (!(error instanceof EgressError)) throw error;
    if (fatal) throw new WebsiteUnreadable(`The website could not be read. ${error.message}`);
    if (error.reason === 'too-large') onTooLarge?.();
    return undefined;
  }
}

/** `url` without its fragment when it is an http(s) URL on `origin`; undefined otherwise. */
function samePage(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return undefined;
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return undefined;
  }
}
