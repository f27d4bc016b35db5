import { EgressError, toEgressError } from './guard.js';

/** What went wrong on the way to a server, for callers that word it their own way. */
export type NetworkProblem =
  | 'not-found'
  | 'refused'
  | 'timeout'
  | 'closed'
  | 'insecure'
  | 'certificate'
  | 'unreachable'
  | 'reserved-port';

/** A guarded call that never got its answer, in the product's words; the library's own error is its `cause`. */
export class NetworkFailure extends EgressError {
  constructor(
    readonly problem: NetworkProblem,
    /** The host the caller named, as people wrote it. */
    readonly host: string,
    message: string,
    cause: unknown,
  ) {
    super(problem === 'timeout' ? 'timeout' : 'network', message);
    this.cause = cause;
  }
}

/** Where the library's own text goes: people see the product's words, the log keeps the detail. */
export interface EgressLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL']);
const TIMEOUT = new Set([
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const CLOSED = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
// OpenSSL's verification codes, as Node reports them.
const CERTIFICATE =
  /CERT|^DEPTH_ZERO_SELF_SIGNED|^UNABLE_TO_(?:VERIFY|GET_ISSUER|DECRYPT|DECODE)|^HOSTNAME_MISMATCH|^INVALID_(?:CA|PURPOSE)/;

/**
 * Any failure of a guarded call to `url` as an EgressError whose message people can read: a
 * network failure (DNS, refused or reset connection, TLS, certificate, timeout) says what
 * happened to which host, instead of OpenSSL's or undici's text, which goes to `log` with the host.
 * The guard's own refusals (blocked address, size cap, redirects) keep their words.
 */
export function toEgressFailure(error: unknown, timeout: AbortSignal, url: string, log?: EgressLog): EgressError {
  const failure = toEgressError(error, timeout);
  if (failure.reason !== 'network' && failure.reason !== 'timeout') return failure;
  const host = hostOf(url);
  const chain = causesOf(error);
  const problem = failure.reason === 'timeout' ? 'timeout' : networkProblem(chain);
  log?.warn(
    { err: error, host, problem, detail: chain.map((e) => [e.code, e.message].filter(Boolean).join(' ')).join(' <- ') },
    'an outbound call failed',
  );
  return new NetworkFailure(problem, host, describe(problem, host, url), error);
}

function describe(problem: NetworkProblem, host: string, url: string): string {
  switch (problem) {
    case 'not-found':
      return `${host} could not be found.`;
    case 'refused':
      return `${host} refused the connection.`;
    case 'timeout':
      return `${host} took too long to answer.`;
    case 'closed':
      return `${host} closed the connection before answering.`;
    case 'insecure':
      return `Could not connect securely to ${host}.`;
    case 'certificate':
      return `Could not connect securely to ${host}: its security certificate is not valid.`;
    case 'reserved-port':
      return `${host} cannot be called on port ${portOf(url)}: that port is kept for other services.`;
    case 'unreachable':
      return `${host} could not be reached.`;
  }
}

interface Cause {
  code?: string;
  message: string;
  library?: string;
}

/** The error, its causes and, for attempts on several addresses, each attempt's error. */
function causesOf(error: unknown, depth = 0): Cause[] {
  if (!error || typeof error !== 'object' || depth > 5) return [];
  const e = error as { code?: unknown; message?: unknown; library?: unknown; cause?: unknown; errors?: unknown };
  const own: Cause = {
    code: typeof e.code === 'string' ? e.code : undefined,
    message: typeof e.message === 'string' ? e.message : String(error),
    library: typeof e.library === 'string' ? e.library : undefined,
  };
  const attempts = Array.isArray(e.errors) ? e.errors.flatMap((inner) => causesOf(inner, depth + 1)) : [];
  return [own, ...causesOf(e.cause, depth + 1), ...attempts];
}

/** The first cause that tells what happened, most specific kinds first. */
function networkProblem(chain: Cause[]): NetworkProblem {
  const codes = chain.map((cause) => cause.code ?? '');
  if (codes.some((code) => CERTIFICATE.test(code))) return 'certificate';
  if (codes.some((code) => /^ERR_(?:SSL|TLS)_/.test(code)) || chain.some((c) => /SSL/i.test(c.library ?? ''))) {
    return 'insecure';
  }
  if (codes.some((code) => NOT_FOUND.has(code))) return 'not-found';
  if (codes.includes('ECONNREFUSED')) return 'refused';
  if (codes.some((code) => TIMEOUT.has(code))) return 'timeout';
  if (codes.some((code) => CLOSED.has(code))) return 'closed';
  // fetch refuses the ports its standard keeps for other protocols (SMTP, IRC...).
  if (chain.some((cause) => cause.message === 'bad port')) return 'reserved-port';
  return 'unreachable';
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return 'The server';
  }
}

function portOf(url: string): string {
  const parsed = new URL(url);
  return parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
}
