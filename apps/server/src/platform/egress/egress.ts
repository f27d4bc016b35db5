import { cappedBody, createGuard, EGRESS_DEFAULTS, type GuardOptions } from './guard.js';
import { type EgressLog, toEgressFailure } from './network-failure.js';

export { EgressError, isPublicAddress } from './guard.js';
export { NetworkFailure, type NetworkProblem } from './network-failure.js';

/**
 * The one way out to user-supplied URLs (tools, webhooks, crawling), for answers read whole.
 * The checks live in guard.ts and are shared with the streaming `createGuardedFetch`.
 *
 * Tests reach their own local servers through `allow`, a list of exact `host:port` entries.
 */
export interface EgressOptions extends GuardOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Receives the detail of network failures, which callers get in the product's words. */
  log?: EgressLog;
}

export interface EgressRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Headers dropped when a redirect leads to another origin (see `GuardedRequest`). */
  secretHeaders?: readonly string[];
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface EgressResponse {
  status: number;
  headers: Headers;
  /** The URL that answered, after redirects. */
  url: string;
  /** The body as UTF-8 text. */
  text: string;
  /** The body as it came, for files that are not text (a PDF). */
  bytes: Buffer;
}

export type Egress = (url: string, request?: EgressRequest) => Promise<EgressResponse>;

export function createEgress(options: EgressOptions): Egress {
  const openGuarded = createGuard(options);

  return async function egress(input, request = {}) {
    const timeoutMs = request.timeoutMs ?? options.timeoutMs ?? EGRESS_DEFAULTS.timeoutMs;
    const maxBytes = request.maxBytes ?? options.maxBytes ?? EGRESS_DEFAULTS.maxBytes;
    const signal = AbortSignal.timeout(timeoutMs);
    const toError = (error: unknown) => toEgressFailure(error, signal, input, options.log);
    try {
      const answer = await openGuarded(input, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        secretHeaders: request.secretHeaders,
        signal,
      });
      const body = cappedBody(answer, maxBytes, toError);
      const bytes = body ? await readBytes(body) : Buffer.alloc(0);
      const { response, url } = answer;
      return {
        status: response.status,
        headers: response.headers as unknown as Headers,
        url: url.toString(),
        text: bytes.toString('utf8'),
        bytes,
      };
    } catch (error) {
      throw toError(error);
    }
  };
}

async function readBytes(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
