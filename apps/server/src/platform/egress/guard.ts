import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, type Response as UndiciResponse, fetch as undiciFetch } from 'undici';

/**
 * The checks every outbound call to a user-supplied URL goes through, shared by `egress`
 * (whole answers) and `createGuardedFetch` (streamed answers). Addresses that are not on the
 * public internet (loopback, private, link-local such as cloud metadata, ...) are refused when
 * the socket connects, on the address actually used, so a DNS answer that changes between check
 * and use cannot slip through. Every redirect is checked again.
 */
export interface GuardOptions {
  /** Exact `host:port` entries reachable even though their address is not public. */
  allow: readonly string[];
  maxRedirects?: number;
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

export const EGRESS_DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024, maxRedirects: 5 };

export interface GuardedRequest {
  method: string;
  headers?: Record<string, string> | [string, string][];
  body?: string | Uint8Array;
  signal: AbortSignal;
  /**
   * Headers that carry a secret meant for the first server only: dropped when a redirect leads to
   * another origin, as fetch does with Authorization.
   */
  secretHeaders?: readonly string[];
}

export interface GuardedAnswer {
  response: UndiciResponse;
  /** The URL that answered, after redirects. */
  url: URL;
  /** Gives the connection back; call once the body is read or abandoned. */
  release(): void;
}

/** Sends a request to a user-supplied URL under the guard, following redirects that pass it too. */
export type OpenGuarded = (url: string, request: GuardedRequest) => Promise<GuardedAnswer>;

/**
 * Only unicast addresses on the public internet may be reached. An IPv6 address that carries an
 * IPv4 address (mapped, compatible, NAT64, 6to4) is judged by the IPv4 address it leads to.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const ipv6 = parsed as ipaddr.IPv6;
  // Local-use NAT64 (RFC 8215) places the IPv4 address where its operator chose: never public.
  if (ipv6.match(NAT64_LOCAL_USE)) return false;
  const embedded = embeddedIPv4(ipv6);
  return embedded ? embedded.range() === 'unicast' : ipv6.range() === 'unicast';
}

/** IPv6 prefixes whose last 32 bits are an IPv4 address a packet may be delivered to. */
const IPV4_IN_LAST_32_BITS = [
  ipaddr.parseCIDR('::ffff:0:0/96'), // IPv4-mapped
  ipaddr.parseCIDR('::/96'), // IPv4-compatible (also :: and ::1, which stay non-public as 0.0.0.x)
  ipaddr.parseCIDR('::ffff:0:0:0/96'), // IPv4-translated (SIIT)
  ipaddr.parseCIDR('64:ff9b::/96'), // NAT64 well-known prefix
] as const;
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');
const NAT64_LOCAL_USE = ipaddr.parseCIDR('64:ff9b:1::/48');

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  if (IPV4_IN_LAST_32_BITS.some((prefix) => address.match(prefix))) return new ipaddr.IPv4(bytes.slice(12, 16));
  if (address.match(SIX_TO_FOUR)) return new ipaddr.IPv4(bytes.slice(2, 6));
  return undefined;
}

export function createGuard(options: GuardOptions): OpenGuarded {
  const allowed = new Set(options.allow.map((entry) => entry.toLowerCase()));
  const isAllowed = (host: string, port: string) => allowed.has(`${host.toLowerCase()}:${port}`);
  const maxRedirects = options.maxRedirects ?? EGRESS_DEFAULTS.maxRedirects;
  // Two connection pools, kept alive across calls (a model call must not pay a TLS handshake
  // each time): one whose lookup admits only public addresses, and one only for the allowlisted
  // host:ports. A pooled connection stays bound to the address checked when it was opened.
  const pools = {
    public: new Agent({ connect: { lookup: guardedLookup(false) as never } }),
    allowed: new Agent({ connect: { lookup: guardedLookup(true) as never } }),
  };

  return async function openGuarded(input, request) {
    let url = parseUrl(input);
    let method = request.method;
    let body = request.body;
    let headers = request.headers;
    for (let hop = 0; ; hop++) {
      const allowedHere = isAllowed(url.hostname.replace(/^\[|\]$/g, ''), defaultPort(url));
      if (!allowedHere) assertPublicLiteral(url);
      const response = await undiciFetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: request.signal,
        dispatcher: allowedHere ? pools.allowed : pools.public,
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= maxRedirects) throw new EgressError('too-many-redirects', 'Too many redirects.');
        const from = url;
        url = parseUrl(new URL(location, url).toString());
        if (url.origin !== from.origin) headers = withoutHeaders(headers, request.secretHeaders ?? []);
        // As browsers do: 303, and 301/302 after a POST, continue as GET without a body.
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      // An abandoned body would hold its connection: cancelling gives it back (or closes it).
      return { response, url, release: () => void response.body?.cancel().catch(() => undefined) };
    }
  };
}

function withoutHeaders(headers: GuardedRequest['headers'], names: readonly string[]): GuardedRequest['headers'] {
  if (!headers || names.length === 0) return headers;
  const dropped = new Set(names.map((name) => name.toLowerCase()));
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  return entries.filter(([name]) => !dropped.has(name.toLowerCase()));
}

export function parseUrl(value: string): URL {
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
export function guardedLookup(allowNonPublic: boolean) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    const answer = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) return callback(error, []);
      const blocked = addresses.find((a) => !isPublicAddress(a.address));
      if (blocked && !allowNonPublic) return callback(blockedError(hostname, blocked.address), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family);
    };
    // RFC 6761: `localhost` and every name under it are loopback, whatever the resolver says (as browsers do).
    if (/(^|\.)localhost\.?$/i.test(hostname)) return answer(null, [{ address: '127.0.0.1', family: 4 }]);
    dnsLookup(hostname, { all: true }, answer);
  };
}

function blockedError(host: string, address: string) {
  return new EgressError('blocked', `Calls to ${host} (${address}) are not allowed: it is not a public address.`);
}

export function tooLargeError(maxBytes: number) {
  return new EgressError('too-large', `The response is larger than ${Math.round(maxBytes / 1024)} KB.`);
}

/**
 * The answer's body as it arrives, failing with `too-large` past `maxBytes`. The connection is
 * released when the body ends, fails or is cancelled.
 */
export function cappedBody(
  answer: GuardedAnswer,
  maxBytes: number,
  toError: (error: unknown) => unknown,
): ReadableStream<Uint8Array> | null {
  const { body } = answer.response;
  if (!body) {
    answer.release();
    return null;
  }
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          answer.release();
          controller.close();
          return;
        }
        size += value.byteLength;
        if (size > maxBytes) {
          // The answer is refused either way; a failure to cancel it changes nothing for the caller.
          await reader.cancel().catch(() => undefined);
          answer.release();
          controller.error(tooLargeError(maxBytes));
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        answer.release();
        controller.error(toError(error));
      }
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => undefined);
      answer.release();
    },
  });
}

/** Any failure of a guarded call as an EgressError; `timeout` is the signal of the call's time cap. */
export function toEgressError(error: unknown, timeout: AbortSignal): EgressError {
  if (error instanceof EgressError) return error;
  if (timeout.aborted) return new EgressError('timeout', 'The call timed out.');
  // The guarded lookup's refusal arrives wrapped by fetch as the cause.
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof EgressError) return cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return new EgressError('network', `The call failed: ${message}`);
}
