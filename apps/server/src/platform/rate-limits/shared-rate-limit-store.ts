import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/regions.js';
import { countRequest, type RequestCount } from './count-request.js';
import { pruneRateLimits } from './prune-rate-limits.js';

/** Ended windows are dropped at most this often per process, by whichever request comes then. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The store `@fastify/rate-limit` counts in: the global database, so a client's requests count
 * against one limit whichever process serves them. Each route counts apart (as the plugin's own
 * stores do), keyed by its method and path.
 */
export function sharedRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let prunedAt = Date.now();
  const pruneNowAndThen = () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    pruneRateLimits(db).catch((error: unknown) => log.warn({ err: error }, 'ended rate limit windows not dropped'));
  };
  class SharedRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; counts of one route share a key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: RequestCount) => void, timeWindow: number) {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
      pruneNowAndThen();
    }

    child(routeOptions: unknown) {
      // `createRateLimit` limits have no route: they share the plugin's key space.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRateLimitStore(
        undefined,
        route?.url ? `${this.prefix}${route.method} ${route.url}|` : this.prefix,
      );
    }
  }
  return SharedRateLimitStore;
}
