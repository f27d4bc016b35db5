import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalServer } from './local-http-server.js';

/**
 * A small company website, served on loopback, for the website analysis and the knowledge-base
 * crawler to read through the egress guard (allow its `host` in EGRESS_ALLOW).
 *
 * The company: Larkspur Coffee Roasters. Files live in `fixtures/test-website/`.
 *
 * | path                              | what it is                                                                          |
 * |-----------------------------------|-------------------------------------------------------------------------------------|
 * | `/` (`index.html`)                | home: title "Home | Larkspur Coffee Roasters", meta description, theme-color          |
 * |                                   | #1f6f5c, inline `<style>` with --brand-primary #1f6f5c, --color-accent #e07a2f,     |
 * |                                   | greys --text/--gray-100 and --background #fdfaf5; `<script>` (not text); SVG logo    |
 * |                                   | `images/logo.svg` (relative src) in the header; nav to About, Pricing, Menu (via    |
 * |                                   | /old-menu), Contact and an off-site shop; a body link to the PDF; a footer link to  |
 * |                                   | /staff/ (disallowed)                                                                 |
 * | `/about.html`                     | founded in 2014 by Mara Ellison; Probat UG-15 roaster; nine people                  |
 * | `/pricing.html`                   | Weekly Bag $18, Fortnightly Bag $34, free shipping over $40                          |
 * | `/contact.html`                   | opening hours (Mon–Fri 7:00–18:00, Sat 8:00–16:00, closed Sundays), 418 Alder Street |
 * | `/old-menu`                       | 301 redirect to `/menu.html`; still in the sitemap                                   |
 * | `/menu.html`                      | the cardamom cortado (only reached through the redirect or the sitemap)             |
 * | `/files/wholesale-price-list.pdf` | one-page text PDF: "Wholesale minimum order is 5 kg." and per-kg prices              |
 * | `/staff/` (`staff/index.html`)    | door code 4417; disallowed by robots.txt, absent from the sitemap                    |
 * | `/robots.txt`                     | `Disallow: /staff/` and the sitemap's absolute URL                                   |
 * | `/sitemap.xml`                    | the home page as /index.html, about, pricing, menu, contact, the PDF, and as many    |
 * |                                   | sitemaps carry by mistake, /old-menu (a redirect) and /staff/ (disallowed): six     |
 * |                                   | pages a crawl keeps, each once                                                       |
 * | `/styles/site.css`                | --brand-secondary #f2c14e, --link-color: var(--brand-primary)                        |
 * | `/images/logo.svg`                | fills #c2410c (three times) and #1f6f5c (once), white strokes, grey #333333 wordmark |
 * | `/favicon.svg`, `/favicon.ico`    | the declared icon, and the conventional fallback                                     |
 * | `/images/og-cover.png`, `/images/apple-touch-icon.png` | tiny solid-colour PNGs                                      |
 * | `/never-answers`                  | accepts the request and never answers (timeouts)                                     |
 * | anything else                     | 404 with `404.html`                                                                  |
 *
 * Facts found on one page only, for retrieval tests: opening hours (Contact), founding year and
 * founder (About), subscription prices (Pricing), cardamom cortado (Menu), wholesale minimum
 * order (PDF), door code (staff: must never be indexed). Each page also carries a few more
 * facts (packaging and gift cards on Home; B Corp and farmer prices on About; grinding, shipping
 * to Canada and student discount on Pricing; decaf, cold brew and pastries on Menu; parking and
 * dogs on Contact; barista training and payment terms in the PDF) for the 32 questions of
 * `bench/kb-questions.json`.
 *
 * `{{origin}}` in robots.txt and sitemap.xml is replaced by the server's own origin.
 */
export interface TestWebsite {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `127.0.0.1:PORT`, the entry for EGRESS_ALLOW. */
  host: string;
  server: Server;
  close(): Promise<void>;
}

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/test-website');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** A folder of files served as a website: what `startStaticWebsite` needs besides the files. */
export interface StaticWebsite {
  /** The folder; `/some/` is answered with `some/index.html`. */
  root: string;
  /** 301 redirects by path. */
  redirects?: Record<string, string>;
  /** A path that accepts the request and never answers (timeouts). */
  neverAnswers?: string;
}

// Files in which `{{origin}}` is replaced by the server's own origin.
const WITH_ORIGIN = new Set(['/robots.txt', '/sitemap.xml']);

/** The test website on loopback, on `port` (a free one by default). */
export function startTestWebsite(port = 0): Promise<TestWebsite> {
  return startStaticWebsite(
    { root: ROOT, redirects: { '/old-menu': '/menu.html' }, neverAnswers: '/never-answers' },
    port,
  );
}

/** A folder's files as a website on loopback, on `port`; a missing file is a 404 with the folder's `404.html`, if any. */
export async function startStaticWebsite(site: StaticWebsite, port = 0): Promise<TestWebsite> {
  let origin = '';
  const { server, port: listening } = await startLocalServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (pathname === site.neverAnswers) return;
    const redirect = site.redirects?.[pathname];
    if (redirect) {
      res.writeHead(301, { location: redirect }).end();
      return;
    }
    const file = path.join(site.root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const found = file.startsWith(`${site.root}${path.sep}`) ? await readFile(file).catch(() => null) : null;
    const body =
      found ?? (await readFile(path.join(site.root, '404.html')).catch(() => Buffer.from('<h1>Not found</h1>')));
    const type = found ? (TYPES[path.extname(file)] ?? 'application/octet-stream') : TYPES['.html']!;
    res
      .writeHead(found ? 200 : 404, { 'content-type': type })
      .end(WITH_ORIGIN.has(pathname) ? body.toString('utf8').replaceAll('{{origin}}', origin) : body);
  }, port);
  origin = `http://127.0.0.1:${listening}`;
  return served(server, listening);
}

/**
 * A generated website of `pageCount` pages, all listed in its sitemap: `/` and `/berths/1` to
 * `/berths/{pageCount - 1}`, each with text of its own, long enough for two chunks. For crawls
 * too big to finish before a process is killed. It has its own origin, since a site's sitemap is
 * found from its origin's robots.txt, and the small site's must keep listing its six pages.
 * Served on `port` (a free one by default).
 */
export async function startGeneratedWebsite(pageCount = 200, port = 0): Promise<TestWebsite> {
  let origin = '';
  const paths = ['/', ...Array.from({ length: pageCount - 1 }, (_, n) => `/berths/${n + 1}`)];
  const { server, port: listening } = await startLocalServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': TYPES['.txt']! }).end(`User-agent: *\nSitemap: ${origin}/sitemap.xml\n`);
    } else if (pathname === '/sitemap.xml') {
      const urls = paths.map((page) => `<url><loc>${origin}${page}</loc></url>`).join('');
      res.writeHead(200, { 'content-type': TYPES['.xml']! }).end(`<urlset>${urls}</urlset>`);
    } else if (paths.includes(pathname)) {
      res.writeHead(200, { 'content-type': TYPES['.html']! }).end(generatedPage(pathname));
    } else {
      res.writeHead(404, { 'content-type': TYPES['.html']! }).end('<h1>Not found</h1>');
    }
  }, port);
  origin = `http://127.0.0.1:${listening}`;
  return served(server, listening);
}

function generatedPage(pathname: string): string {
  const berth = pathname === '/' ? 'the harbour office' : `berth ${pathname.split('/').pop()}`;
  const paragraphs = Array.from(
    { length: 32 },
    (_, n) =>
      `<p>Note ${n + 1} for ${berth}: moorings are checked at dawn, and the tide board is read twice a day.</p>`,
  );
  return `<!doctype html><html><head><title>${berth}</title></head><body><h1>${berth}</h1>${paragraphs.join('')}</body></html>`;
}

function served(server: Server, port: number): TestWebsite {
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
