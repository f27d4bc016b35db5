// Polite crawling: at most this many requests at once to one host from this process.
export const MAX_FETCHES_PER_HOST = 2;

const busy = new Map<string, { running: number; waiting: (() => void)[] }>();

/** Runs `fetch` once fewer than MAX_FETCHES_PER_HOST requests to `url`'s host are under way. */
export async function withHostLimit<T>(url: string, fetch: () => Promise<T>): Promise<T> {
  const host = hostOf(url);
  let slot = busy.get(host);
  if (!slot) {
    slot = { running: 0, waiting: [] };
    busy.set(host, slot);
  }
  const current = slot;
  if (current.running >= MAX_FETCHES_PER_HOST) await new Promise<void>((resolve) => current.waiting.push(resolve));
  else current.running++;
  try {
    return await fetch();
  } finally {
    const next = current.waiting.shift();
    if (next) next();
    else if (--current.running === 0) busy.delete(host);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
