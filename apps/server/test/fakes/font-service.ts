import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, runStandalone } from './fake-server-kit.js';

/**
 * A real HTTP server speaking Google Fonts' CSS2 API and serving the files its stylesheets name,
 * for the agency fonts our server serves (FONTS_API_URL = `apiUrl`, FONTS_FILES_URL = `filesUrl`).
 *
 * `GET /css2?family=Name[:wght@400;700]&display=swap` answers text/css: per weight, one @font-face
 * block per subset, each file below `filesUrl` (`/gstatic/s/{slug}/v1/...`). As the real API does,
 * it answers woff2 files only to a browser's User-Agent (truetype otherwise) and refuses, with 400
 * "Missing font family", a family it does not have or a weight the family lacks.
 *
 * Tests read `calls`, set `down` (every answer a 503), `extraCss` (added to every stylesheet) and
 * `oversized` (files of 3 MB). Standalone, for e2e: `node --import tsx apps/server/test/fakes/font-service.ts --port 3188`.
 */
export interface FakeFontService {
  apiUrl: string;
  filesUrl: string;
  /** Every request, in order: its path with query, and the User-Agent it came with. */
  calls: { path: string; userAgent: string }[];
  down: boolean;
  extraCss: string;
  oversized: boolean;
  close(): Promise<void>;
}

/** The families the fake has, with their weights (as on the real service: Lato has no 500, Anton only 400). */
const FAMILIES: Record<string, number[]> = {
  'Open Sans': [300, 400, 500, 600, 700, 800],
  'DM Sans': [100, 200, 300, 400, 500, 600, 700, 800, 900],
  Inter: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  Rubik: [300, 400, 500, 600, 700, 800, 900],
  Roboto: [100, 300, 400, 500, 700, 900],
  Lato: [100, 300, 400, 700, 900],
  Anton: [400],
};
const SUBSETS = [
  ['latin-ext', 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1E00-1E9F, U+20A0-20AB'],
  ['latin', 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122'],
] as const;
const FILES_PREFIX = '/gstatic/';
const FILE_PATH = /^\/gstatic\/s\/([a-z0-9]+)\/v1\/\1-(\d{3})-([a-z-]+)\.(woff2|ttf)$/;

/** What the fake serves at a file path (below `filesUrl`): a woff2 signature, then bytes of its own. */
export function fakeFontFileBytes(path: string): Buffer {
  return Buffer.concat([Buffer.from('wOF2'), Buffer.from(path)]);
}

export async function startFakeFontService(options: { port?: number } = {}): Promise<FakeFontService> {
  let origin = '';
  const fake: Omit<FakeFontService, 'close'> = {
    apiUrl: '',
    filesUrl: '',
    calls: [],
    down: false,
    extraCss: '',
    oversized: false,
  };
  const { server, port } = await startLocalServer((req, res) => {
    const path = req.url ?? '/';
    const userAgent = req.headers['user-agent'] ?? '';
    fake.calls.push({ path, userAgent });
    if (fake.down) {
      res.writeHead(503, { 'content-type': 'text/html' });
      return res.end('<h1>Service Unavailable</h1>');
    }
    const url = new URL(path, origin);
    if (url.pathname === '/css2') {
      const css = stylesheet(url.searchParams, /Chrome\/|Firefox\/|Safari\//.test(userAgent));
      if (css === undefined) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('400: Missing font family\nThe requested font families are not available.');
      }
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
      return res.end(css + fake.extraCss);
    }
    const file = FILE_PATH.exec(url.pathname);
    if (file && !url.search) {
      const bytes = fake.oversized
        ? Buffer.alloc(3 * 1024 * 1024)
        : fakeFontFileBytes(url.pathname.slice(FILES_PREFIX.length));
      res.writeHead(200, { 'content-type': file[4] === 'woff2' ? 'font/woff2' : 'font/ttf' });
      return res.end(bytes);
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not Found</h1>');
  }, options.port);
  origin = `http://127.0.0.1:${port}`;
  fake.apiUrl = origin;
  fake.filesUrl = `${origin}${FILES_PREFIX.slice(0, -1)}`;

  /** The stylesheet for `family=` (URLSearchParams reads `+` as a space), or undefined for a 400. */
  function stylesheet(query: URLSearchParams, woff2: boolean): string | undefined {
    const [family = '', axes] = (query.get('family') ?? '').split(':');
    const has = FAMILIES[family];
    if (!has) return undefined;
    let weights = [400];
    if (axes !== undefined) {
      const match = /^wght@(\d{3}(?:;\d{3})*)$/.exec(axes);
      if (!match?.[1]) return undefined;
      weights = match[1].split(';').map(Number);
      if (!weights.every((weight) => has.includes(weight))) return undefined;
    }
    const display = query.get('display') ?? 'auto';
    const slug = family.toLowerCase().replace(/\s+/g, '');
    const extension = woff2 ? 'woff2' : 'ttf';
    return weights
      .flatMap((weight) =>
        SUBSETS.map(
          ([subset, range]) => `/* ${subset} */
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${weight};
  font-display: ${display};
  src: url(${fake.filesUrl}/s/${slug}/v1/${slug}-${weight}-${subset}.${extension}) format('${woff2 ? 'woff2' : 'truetype'}');
  unicode-range: ${range};
}
`,
        ),
      )
      .join('');
  }

  return Object.assign(fake, { close: () => closeServer(server) });
}

await runStandalone(import.meta.url, async () => {
  const fake = await startFakeFontService({ port: Number(cliArg('--port') ?? 3188) });
  console.log(`fake font service on ${fake.apiUrl} (files below ${fake.filesUrl})`);
});
