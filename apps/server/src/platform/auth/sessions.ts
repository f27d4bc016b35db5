import { randomBytes } from 'node:crypto';
import { SIGNED_IN_HINT_COOKIE } from '@agent-platform/core';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCaches } from '../cache/read-caches.js';
import { sha256 } from '../crypto.js';
import type { Db } from '../db/regions.js';
import { accounts, sessions } from '../db/schema/index.js';

export const SESSION_COOKIE = 'sid';
/** Spec 001 §9: auth cookie lifetime 30 days. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export type SessionAccount = typeof accounts.$inferSelect;

export async function startSession(db: Db, reply: FastifyReply, accountId: string, secure: boolean) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    accountId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
  markSignedIn(reply, secure);
}

/** The page-readable hint of a session on this browser; set again for sessions begun before it existed. */
export function markSignedIn(reply: FastifyReply, secure: boolean) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export async function endSession(db: Db, caches: ReadCaches, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const tokenHash = sha256(token);
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    await caches.invalidate('session', [tokenHash]);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** The signed-in account of this request's session cookie, if the session is live. */
export async function findSessionAccount(
  db: Db,
  caches: ReadCaches,
  request: FastifyRequest,
): Promise<SessionAccount | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const tokenHash = sha256(token);
  const cached = caches.get('session', tokenHash);
  if (cached) return cached.expiresAt > Date.now() ? cached.account : undefined;
  const [row] = await db
    .select({ account: accounts, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  caches.set('session', tokenHash, { account: row.account, expiresAt: row.expiresAt.getTime() });
  return row.account;
}

/**
 * Ends every session of an account, as a password reset must. Returns the ended sessions'
 * token hashes for `caches.invalidate('session', ...)` once the transaction has committed.
 */
export async function endAllSessions(db: Db, accountId: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.accountId, accountId))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((s) => s.tokenHash);
}
