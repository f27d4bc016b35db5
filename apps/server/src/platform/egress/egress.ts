import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * The one way out to user-supplied URLs (tools, webhooks, crawling). It refuses addresses that
 * are not on the public internet (loopback, private, link-local such as cloud metadata, ...),
 * checks every redirect again, and caps time and size. The address check happens when the
 * socket connects, on the address actually used, so a DNS answer that changes between check
 * and use cannot slip through.
 *
 * Tests reach their own local servers through `allow`, a list of exact `host:port` entries.
 */
export interface EgressOptions {
  /** Exact `host:port` entries reachable even though their address is not public. */
  allow: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface EgressRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface EgressResponse {
  status: number;
  headers: Headers;
  /** The URL that answered, after redirects. */
  url: string;
  text: string;
}

export class EgressError extends Error {
  constructor(
    readonly reason: 'blocked' | 'timeout' | 'too-large' | 'too-many-redirects' | 'invalid-url' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'EgressError';
  }
}

export type Egress = (url: string, request?: EgressRequest) => Promise<EgressResponse>;

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024, maxRedirects: 5 };

/** Only unicast addresses on the public internet may be reached. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

export function createEgress(options: EgressOptions): Egress {
  const allowed = new Set(options.allow.map((entry) => entry.toLowerCase()));
  const isAllowed = (host: string, port: string) => allowed.has(`${host.toLowerCase()}:${port}`);

  return async function egress(input, request = {}) {
    const timeoutMs = request.timeoutMs ?? options.timeoutMs ?? DEFAULTS.timeoutMs;
    const maxBytes = request.maxBytes ?? options.maxBytes ?? DEFAULTS.maxBytes;
    const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
    const signal = AbortSignal.timeout(timeoutMs);
    let url = parseUrl(input);
    let method = request.method ?? 'GET';
    let body = request.body;
    try {
      for (let hop = 0; ; hop++) {
        const allowedHere = isAllowed(url.hostname.replace(/^\[|\]$/g, ''), defaultPort(url));
        if (!allowedHere) assertPublicLiteral(url);
        // A connection pool per hop: its lookup knows whether this exact host:port was allowed.
        const dispatcher = new Agent({ connect: { lookup: guardedLookup(allowedHere) as never } });
        let response: Awaited<ReturnType<typeof undiciFetch>>;
        try {
          response = await undiciFetch(url, {
            method,
            headers: request.headers,
            body,
            redirect: 'manual',
            signal,
            dispatcher,
          });
        } catch (error) {
          void dispatcher.destroy();
          throw error;
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          void dispatcher.close();
          if (hop >= maxRedirects) throw new EgressError('too-many-redirects', 'Too many redirects.');
          url = parseUrl(new URL(location, url).toString());
          // As browsers do: 303, and 301/302 after a POST, continue as GET without a body.
          if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
            method = 'GET';
            body = undefined;
          }
          continue;
        }
        const text = await readCapped(response.body, maxBytes).finally(() => dispatcher.destroy());
        return { status: response.status, headers: response.headers as unknown as Headers, url: url.toString(), text };
      }
    } catch (error) {
      throw toEgressError(error, signal);
    }
  };
}

function parseUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EgressError('invalid-url', `Not a valid URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EgressError('invalid-url', 'Only http and https URLs can be called.');
  }
  if (url.username || url.password) throw new EgressError('invalid-url', 'URLs with credentials are not allowed.');
  return url;
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Literal addresses never reach the lookup, so they are checked here; names are checked when connecting. */
function assertPublicLiteral(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) throw blockedError(host, host);
}

/** DNS lookup for the connection: every address it returns must be public, unless this host:port was allowed. */
function guardedLookup(allowNonPublic: boolean) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = addresses.find((a) => !isPublicAddress(a.address));
      if (blocked && !allowNonPublic) return callback(blockedError(hostname, blocked.address), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}

function blockedError(host: string, address: string) {
  return new EgressError('blocked', `Calls to ${host} (${address}) are not allowed: it is not a public address.`);
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new EgressError('too-large', `The response is larger than ${Math.round(maxBytes / 1024)} KB.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function toEgressError(error: unknown, signal: AbortSignal): EgressError {
  if (error instanceof EgressError) return error;
  if (signal.aborted) return new EgressError('timeout', 'The call timed out.');
  // The guarded lookup's refusal arrives wrapped by fetch as the cause.
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof EgressError) return cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return new EgressError('network', `The call failed: ${message}`);
}
