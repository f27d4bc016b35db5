import { cappedBody, createGuard, EGRESS_DEFAULTS, type GuardOptions, parseUrl } from './guard.js';
import { type EgressLog, toEgressFailure } from './network-failure.js';

export interface GuardedFetchOptions extends GuardOptions {
  /** Cap on the whole call, streaming included. */
  timeoutMs?: number;
  /** Cap on the answer's body, enforced while it streams. */
  maxBytes?: number;
  /** Receives the detail of network failures, which callers get in the product's words. */
  log?: EgressLog;
}

// Statuses whose Response may not carry a body.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for libraries that take one (the AI SDK's providers), under the same guard as
 * `egress`: the answer streams as it arrives (server-sent events), within the time and size caps.
 * Refusals and cap overruns are `EgressError`s; an abort by the caller's own signal stays an abort.
 */
export type GuardedFetch = typeof fetch;

export function createGuardedFetch(options: GuardedFetchOptions): GuardedFetch {
  const openGuarded = createGuard(options);
  const timeoutMs = options.timeoutMs ?? EGRESS_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? EGRESS_DEFAULTS.maxBytes;

  return async function guardedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const rawUrl = input instanceof Request ? input.url : input.toString();
    const toError = (error: unknown) =>
      callerSignal?.aborted ? error : toEgressFailure(error, timeout, rawUrl, options.log);
    try {
      // Checked before `new Request`, which would reject some of these with a less useful message.
      parseUrl(rawUrl);
      const request = new Request(input, init);
      const answer = await openGuarded(request.url, {
        method: request.method,
        headers: [...request.headers],
        body: request.body ? new Uint8Array(await request.arrayBuffer()) : undefined,
        signal,
      });
      const { response, url } = answer;
      const hasBody = !NULL_BODY_STATUSES.has(response.status);
      if (!hasBody) answer.release();
      const body = hasBody ? cappedBody(answer, maxBytes, toError) : null;
      const result = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
      });
      Object.defineProperty(result, 'url', { value: url.toString() });
      return result;
    } catch (error) {
      throw toError(error);
    }
  };
}
