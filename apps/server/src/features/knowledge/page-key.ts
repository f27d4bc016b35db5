// Query parameters that only say where a visitor came from; the page is the same without them.
const TRACKING_PARAMETERS =
  /^(?:utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)$/i;
// Directory index files a server answers for the directory itself.
const INDEX_FILE = /\/index\.(?:html?|php|aspx?)$/i;

/**
 * What makes two addresses one page of a website, for telling found pages apart: scheme and host
 * in lower case, no default port, no fragment, no tracking parameters, the other parameters in
 * order, `/index.html` as its folder and no trailing slash. Not an address to fetch: a server may
 * answer `/staff` differently from `/staff/`. Undefined for anything but an http(s) URL.
 */
export function pageKey(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  // The URL parser already lower-cases scheme and host and drops a default port.
  const parameters = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAMETERS.test(name));
  parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(parameters).toString();
  const path = parsed.pathname.replace(INDEX_FILE, '/').replace(/\/+$/, '') || '/';
  return `${parsed.origin}${path}${query ? `?${query}` : ''}`;
}
