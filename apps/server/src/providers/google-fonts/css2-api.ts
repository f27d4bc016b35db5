import type { Egress } from '../../platform/egress/egress.js';

/** The CSS2 API picks the font format by browser: this one is answered with woff2 files. */
export const WOFF2_BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A stylesheet is a few dozen @font-face blocks; far below this. */
const STYLESHEET_MAX_BYTES = 256 * 1024;
/** The page waits on its stylesheet: a slow font service must not hold it long (the text then shows in the system font). */
const STYLESHEET_TIMEOUT_MS = 3000;
/** A woff2 file of one subset of one family; the largest (CJK) stay under this. */
export const FONT_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The font service answered, but not with what was asked (an outage, a changed API). */
export class FontServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FontServiceError';
  }
}

/**
 * A family's stylesheet from the CSS2 API (`{apiUrl}/css2?family=...`) with `weights` and
 * `font-display: swap`; null when the service has no such family. The API refuses a request whole
 * (400) when the family lacks one of the weights, so then each weight is asked alone and the
 * answers joined; a family with none of them is asked without weights, for its own default.
 */
export async function fetchFontStylesheet(
  egress: Egress,
  apiUrl: string,
  family: string,
  weights: readonly number[],
): Promise<string | null> {
  const name = encodeURIComponent(family).replace(/%20/g, '+');
  const ask = (selector: string) => askStylesheet(egress, `${apiUrl}/css2?family=${selector}&display=swap`, family);
  const all = await ask(`${name}:wght@${weights.join(';')}`);
  if (all !== null) return all;
  const each: string[] = [];
  for (const weight of weights) {
    const one = await ask(`${name}:wght@${weight}`);
    if (one !== null) each.push(one);
  }
  return each.length > 0 ? each.join('\n') : ask(name);
}

/** The stylesheet at `url`, or null when the API refuses the family or weights asked (400). */
async function askStylesheet(egress: Egress, url: string, family: string): Promise<string | null> {
  const answer = await egress(url, {
    headers: { 'user-agent': WOFF2_BROWSER_USER_AGENT, accept: 'text/css,*/*;q=0.1' },
    maxBytes: STYLESHEET_MAX_BYTES,
    timeoutMs: STYLESHEET_TIMEOUT_MS,
  });
  if (answer.status === 400) return null;
  if (answer.status !== 200) throw new FontServiceError(`The font service answered ${answer.status} for ${family}.`);
  if (!answer.headers.get('content-type')?.startsWith('text/css')) {
    throw new FontServiceError(`The font service answered ${family} with something other than CSS.`);
  }
  return answer.text;
}

/** A font file from the service's file host at `path` (below `filesUrl`); null when it has none there. */
export async function fetchFontFile(egress: Egress, filesUrl: string, path: string): Promise<Buffer | null> {
  const answer = await egress(`${filesUrl}/${path}`, {
    headers: { 'user-agent': WOFF2_BROWSER_USER_AGENT },
    maxBytes: FONT_FILE_MAX_BYTES,
  });
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw new FontServiceError(`The font file host answered ${answer.status} for ${path}.`);
  return answer.bytes;
}
