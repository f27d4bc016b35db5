import {
  BRAND_COLORS_MAX,
  type BrandColor,
  type SuggestedTheme,
  WEBSITE_ANALYSIS_FAILED,
  type WebsiteAnalysis,
  type WebsitePage,
} from '@agent-platform/core';
import {
  type Egress,
  EgressError,
  type EgressResponse,
  NetworkFailure,
  type NetworkProblem,
} from '../../platform/egress/egress.js';
import { PRODUCT_USER_AGENT } from '../../platform/egress/user-agent.js';
import { AppError } from '../../platform/errors.js';
import { cssBackground, cssBrandColors, lightness, svgColors } from './brand-colors.js';
import { pageText } from './page-text.js';
import { readHomePage, sameSite } from './read-home-page.js';

// Pages get the egress guard's own time and size caps; style sheets, logos and linked pages only
// add to the result, so they get less time, and style sheets and logos less room.
const EXTRA_TIMEOUT_MS = 5000;
const STYLESHEET_MAX_BYTES = 512 * 1024;
const LOGO_MAX_BYTES = 256 * 1024;
const LOGO_COLORS = 2;
// Calls open at once to the site being read, so that an analysis never looks like a flood to it.
const CONCURRENT_CALLS = 4;
const RASTER_IMAGE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp)(?:$|\?)/i;

/**
 * Reads a company's website through the egress guard: its name, description, favicon, logo,
 * brand colours and the text of its home page and the pages its main navigation links to.
 * Fails with `WEBSITE_UNREADABLE` when the home page cannot be read; a style sheet, logo or
 * linked page that cannot be read is left out of the result.
 */
export async function analyzeWebsite(deps: { egress: Egress }, url: string): Promise<WebsiteAnalysis> {
  const read = reader(deps.egress);
  const home = await readHome(read, url);
  const facts = readHomePage(home.text, home.url);

  const [stylesheets, logoSvg, faviconUrl, linkedPages] = await Promise.all([
    Promise.all(facts.stylesheetUrls.map((sheet) => readOptional(read, sheet, STYLESHEET_MAX_BYTES, isCss))),
    facts.inlineLogoSvg ??
      // Raster logos are not decoded: their colours come from the page instead.
      (facts.logoUrl && !RASTER_IMAGE.test(facts.logoUrl)
        ? readOptional(read, facts.logoUrl, LOGO_MAX_BYTES, isSvg).then((answer) => answer?.text ?? null)
        : null),
    findFavicon(read, facts.iconUrls, home.url),
    Promise.all(facts.navLinks.map((link) => readOptional(read, link, undefined, isHtml))),
  ]);

  const css = [facts.inlineCss, ...stylesheets.map((sheet) => sheet?.text ?? '')].join('\n');
  const brandColors = rankColors([
    ...facts.themeColors.map((hex) => ({ hex, source: 'theme-color' as const })),
    ...cssBrandColors(css).map(({ name, hex }) => ({ hex, source: 'css-variable' as const, name })),
    ...(logoSvg ? svgColors(logoSvg).slice(0, LOGO_COLORS) : []).map((hex) => ({ hex, source: 'logo' as const })),
  ]);
  const primaryColor = brandColors[0]?.hex ?? null;

  const pages: WebsitePage[] = [{ url: home.url, ...pageText(home.text) }];
  for (const page of linkedPages) {
    // A menu link that redirects to another site (a shop, a booking service) is not one of the site's pages.
    if (page && sameSite(page.url, home.url)) pages.push({ url: page.url, ...pageText(page.text) });
  }

  return {
    url: home.url,
    companyName: facts.companyName,
    description: facts.description,
    faviconUrl,
    logoUrl: facts.logoUrl,
    brandColors,
    primaryColor,
    theme: suggestTheme(primaryColor, facts.prefersDark, cssBackground(css)),
    pages: dedupe(pages),
  };
}

type Read = (url: string, maxBytes?: number, timeoutMs?: number, method?: string) => Promise<EgressResponse>;

function reader(egress: Egress): Read {
  return limited(CONCURRENT_CALLS, (url, maxBytes, timeoutMs, method = 'GET') =>
    egress(url, {
      method,
      maxBytes,
      timeoutMs,
      headers: { 'user-agent': PRODUCT_USER_AGENT, accept: 'text/html,text/css,image/svg+xml,*/*;q=0.5' },
    }),
  );
}

/** `call` with at most `max` calls running; the others wait their turn in order. */
function limited<Args extends unknown[], Result>(
  max: number,
  call: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args) => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await call(...args);
    } finally {
      // A finished call hands its place straight to the next one waiting.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

async function readHome(read: Read, url: string): Promise<EgressResponse> {
  let answer: EgressResponse;
  try {
    answer = await read(url);
  } catch (error) {
    if (error instanceof EgressError) throw unreadable(egressReason(error));
    throw error;
  }
  if (answer.status >= 400) throw unreadable(`the website answered ${statusName(answer.status)}.`);
  if (answer.status >= 300) throw unreadable(`the website answered ${answer.status} without a page.`);
  if (!isHtml(answer)) {
    const type = answer.headers.get('content-type')?.split(';')[0] ?? 'no content type';
    throw unreadable(`the address is not a web page (it serves ${type}).`);
  }
  return answer;
}

const unreadable = (reason: string) => new AppError('WEBSITE_UNREADABLE', `${WEBSITE_ANALYSIS_FAILED}: ${reason}`);

function egressReason(error: EgressError): string {
  switch (error.reason) {
    case 'blocked':
      return 'the address is not on the public internet.';
    case 'timeout':
      return 'the website did not answer in time.';
    case 'too-large':
      return 'the home page is too large.';
    case 'too-many-redirects':
      return 'the website redirects too many times.';
    case 'invalid-url':
      return 'the address is not a valid http or https URL.';
    case 'network':
      return error instanceof NetworkFailure ? networkReason(error.problem) : 'the website could not be reached.';
  }
}

function networkReason(problem: NetworkProblem): string {
  switch (problem) {
    case 'not-found':
      return 'no website was found at this address.';
    case 'refused':
      return 'the website refused the connection.';
    case 'timeout':
      return 'the website did not answer in time.';
    case 'closed':
      return 'the website closed the connection before answering.';
    case 'insecure':
      return 'a secure connection to the website could not be made.';
    case 'certificate':
      return "the website's security certificate is not valid.";
    case 'reserved-port':
      return 'the address uses a port that cannot be called.';
    case 'unreachable':
      return 'the website could not be reached.';
  }
}

/** '404 (page not found)', '503 (server error)', '418'. */
function statusName(status: number): string {
  const names: Record<number, string> = { 401: 'login required', 403: 'access denied', 404: 'page not found' };
  const name = names[status] ?? (status >= 500 ? 'server error' : undefined);
  return name ? `${status} (${name})` : String(status);
}

/**
 * A style sheet, logo or linked page: null when it cannot be read or is not what was expected,
 * because the analysis is still useful without it.
 */
async function readOptional(
  read: Read,
  url: string,
  maxBytes: number | undefined,
  expected: (answer: EgressResponse) => boolean,
): Promise<EgressResponse | null> {
  const answer = await read(url, maxBytes, EXTRA_TIMEOUT_MS).catch(nullWhenRefused);
  return answer?.status === 200 && expected(answer) ? answer : null;
}

/** A call the guard refused or that failed on the network reads as nothing; any other error is a defect. */
function nullWhenRefused(error: unknown): null {
  if (error instanceof EgressError) return null;
  throw error;
}

/** Declared icons checked, at most: a page may list dozens of sizes. */
const MAX_ICONS_CHECKED = 3;

/**
 * The first declared icon that loads, else `/favicon.ico` when the site has one. Declared icons
 * are checked too: sites keep declaring icons they no longer serve, and a broken image would
 * become the new agent's picture.
 */
async function findFavicon(read: Read, declared: string[], homeUrl: string): Promise<string | null> {
  const candidates = [...declared.slice(0, MAX_ICONS_CHECKED), new URL('/favicon.ico', homeUrl).toString()];
  for (const candidate of [...new Set(candidates)]) {
    const loaded = await iconLoads(read, candidate);
    if (loaded) return loaded;
  }
  return null;
}

/** The icon's address once it answers 200 (after redirects), else null. */
async function iconLoads(read: Read, url: string): Promise<string | null> {
  // undefined: the server refuses the method, so the other one must tell.
  const found = async (method: 'HEAD' | 'GET'): Promise<string | null | undefined> => {
    try {
      const answer = await read(url, LOGO_MAX_BYTES, EXTRA_TIMEOUT_MS, method);
      if (answer.status === 405) return undefined;
      return answer.status === 200 ? answer.url : null;
    } catch (error) {
      // An icon too large to read whole is still there.
      if (error instanceof EgressError && error.reason === 'too-large') return url;
      return nullWhenRefused(error);
    }
  };
  const byHead = await found('HEAD');
  return byHead === undefined ? ((await found('GET')) ?? null) : byHead;
}

const contentType = (answer: EgressResponse) => answer.headers.get('content-type')?.toLowerCase() ?? '';
const isHtml = (answer: EgressResponse) => /text\/html|application\/xhtml\+xml/.test(contentType(answer));
const isCss = (answer: EgressResponse) => contentType(answer).includes('text/css');
const isSvg = (answer: EgressResponse) =>
  contentType(answer).includes('image/svg+xml') || /^\s*(?:<\?xml[^>]*>\s*)?<svg[\s>]/i.test(answer.text);

/** One entry per colour, keeping its most important source, at most as many as are shown. */
function rankColors(colors: BrandColor[]): BrandColor[] {
  const seen = new Set<string>();
  return colors
    .filter((color) => {
      if (seen.has(color.hex)) return false;
      seen.add(color.hex);
      return true;
    })
    .slice(0, BRAND_COLORS_MAX);
}

/** A dark theme when the site asks for one or paints a dark background; light otherwise. */
function suggestTheme(primary: string | null, prefersDark: boolean, background: string | null): SuggestedTheme | null {
  if (!primary) return null;
  const dark = prefersDark || (background !== null && lightness(background) < 0.3);
  return { themeType: dark ? 'dark' : 'light', primary };
}

/** A redirect can lead two links to one page; it is kept once. */
function dedupe(pages: WebsitePage[]): WebsitePage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    if (seen.has(page.url)) return false;
    seen.add(page.url);
    return true;
  });
}
