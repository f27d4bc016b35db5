import { and, count, eq, gt, lt } from 'drizzle-orm';
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

/** Throws 429 when `key` already reached the rule's limit within its window. */
export async function assertUnderLimit(db: Db, rule: ThrottleRule, key: string) {
  const since = new Date(Date.now() - rule.windowSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.bucket, rule.bucket), eq(authAttempts.key, key), gt(authAttempts.at, since)));
  if ((row?.n ?? 0) >= rule.limit) throw new AppError('RATE_LIMITED', TOO_MANY);
}

export async function recordAttempt(db: Db, rule: ThrottleRule, key: string) {
  await db.insert(authAttempts).values({ bucket: rule.bucket, key });
}

/** Old rows only ever matter within a window; drop those past the longest one. */
export async function pruneAttempts(db: Db) {
  await db.delete(authAttempts).where(lt(authAttempts.at, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}
