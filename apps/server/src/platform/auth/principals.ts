import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../crypto.js';
import { workspaceMembers, workspaces } from '../db/schema/index.js';
import { AppError, notFound } from '../errors.js';
import { findSessionAccount, type SessionAccount } from './sessions.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;

/** Proof that the caller may act on one workspace; the row itself is loaded by whoever needs it. */
export interface WorkspaceAccess {
  region: Region;
  uid: string;
  role: 'owner' | 'member';
  principal: { kind: 'user'; account: SessionAccount } | { kind: 'workspace' };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export async function requireAccount(request: FastifyRequest): Promise<SessionAccount> {
  const { regions, caches } = request.server;
  const account = await findSessionAccount(regions.global(), caches, request);
  if (!account) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
  return account;
}

/**
 * The caller's access to one workspace: its bearer workspace secret, or a session of one of
 * its members. Anything else, including another tenant's workspace, is 404.
 */
export async function requireWorkspace(request: FastifyRequest, region: Region, uid: string): Promise<WorkspaceAccess> {
  const { regions, caches } = request.server;
  const db = regions.db(region);
  const bearer = bearerToken(request);
  if (bearer) {
    const key = workspaceAccessKey(region, uid, `bearer:${sha256(bearer)}`);
    if (!caches.get('workspaceAccess', key)) {
      const [workspace] = await db
        .select({ uid: workspaces.uid })
        .from(workspaces)
        .where(and(eq(workspaces.secretHash, sha256(bearer)), eq(workspaces.uid, uid)))
        .limit(1);
      if (!workspace) throw notFound('Workspace not found.');
      caches.set('workspaceAccess', key, 'owner');
    }
    return { region, uid, role: 'owner', principal: { kind: 'workspace' } };
  }
  const account = await requireAccount(request);
  const key = workspaceAccessKey(region, uid, account.email);
  let role = caches.get('workspaceAccess', key);
  if (!role) {
    const [member] = await db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceUid, uid), eq(workspaceMembers.email, account.email)))
      .limit(1);
    if (!member) throw notFound('Workspace not found.');
    role = member.role;
    caches.set('workspaceAccess', key, role);
  }
  return { region, uid, role, principal: { kind: 'user', account } };
}

/** Cache key of one caller's access to one workspace; `who` is an email or `bearer:<secret hash>`. */
export const workspaceAccessKey = (region: Region, uid: string, who: string) => `${region}:${uid}:${who}`;
