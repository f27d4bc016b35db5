import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/regions.js';
import { authAttempts } from '../db/schema/index.js';
import { AppError } from '../errors.js';

/**
 * Counts auth events per key in the database, so every process behind the load balancer
 * shares one count.
 */
export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export const FAILED_LOGIN_BY_IP: ThrottleRule = { bucket: 'login-failed-ip', limit: 10, windowSeconds: 60 };
export const FAILED_LOGIN_BY_EMAIL: ThrottleRule = { bucket: 'login-failed-email', limit: 10, windowSeconds: 60 };
export const EMAIL_SENT_TO_ADDRESS: ThrottleRule = { bucket: 'email-sent-address', limit: 5, windowSeconds: 600 };
export const EMAIL_SENT_BY_IP: ThrottleRule = { bucket: 'email-sent-ip', limit: 20, windowSeconds: 600 };

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/** One rule and the key (IP or email) an attempt counts against. */
export type CountedAgainst = readonly [rule: ThrottleRule, key: string];

/**
 * Records one attempt against each rule, or throws 429 and records none when any key already
 * reached its limit. Counting and recording happen under a lock per bucket and key, so
 * simultaneous requests (from any process) cannot all see room under the limit. Returns the
 * recorded attempts, for `forgetAttempts`.
 */
export async function recordAttemptsWithinLimit(db: Db, countedAgainst: readonly CountedAgainst[]) {
  // One lock order for everyone, so two requests sharing keys cannot wait on each other.
  const lockName = ([rule, key]: CountedAgainst) => `${rule.bucket}\n${key}`;
  const ordered = [...countedAgainst].sort((a, b) => (lockName(a) < lockName(b) ? -1 : 1));
  return db.transaction(async (tx) => {
    for (const [rule, key] of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${rule.bucket}), hashtext(${key}))`);
    }
    for (const [rule, key] of ordered) {
      const since = new Date(Date.now() - rule.windowSeconds * 1000);
      const [row] = await tx
        .select({ n: count() })
        .from(authAttempts)
        .where(and(eq(authAttempts.bucket, rule.bucket), eq(authAttempts.key, key), gt(authAttempts.at, since)));
      if ((row?.n ?? 0) >= rule.limit) throw new AppError('RATE_LIMITED', TOO_MANY);
    }
    const recorded = await tx
      .insert(authAttempts)
      .values(ordered.map(([rule, key]) => ({ bucket: rule.bucket, key })))
      .returning({ id: authAttempts.id });
    return recorded.map((r) => r.id);
  });
}

/** Takes back attempts that turned out not to count (the login succeeded). */
export async function forgetAttempts(db: Db, attemptIds: number[]) {
  if (attemptIds.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, attemptIds));
}

/** Old rows only ever matter within a window; drop those past the longest one. */
export async function pruneAttempts(db: Db) {
  await db.delete(authAttempts).where(lt(authAttempts.at, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}
