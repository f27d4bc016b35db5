import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { findSessionAccount, type SessionAccount } from './sessions.js';

/** The account signed in with this request's session cookie; 401 without one. */
export async function requireAccount(request: FastifyRequest): Promise<SessionAccount> {
  const { regions, caches } = request.server;
  const account = await findSessionAccount(regions.global(), caches, request);
  if (!account) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
  return account;
}
