import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../crypto.js';
import { workspaceMembers, workspaces } from '../db/schema/index.js';
import { AppError, notFound } from '../errors.js';
import { findSessionAccount, type SessionAccount } from './sessions.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  role: 'owner' | 'member';
  principal: { kind: 'user'; account: SessionAccount } | { kind: 'workspace' };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export async function requireAccount(request: FastifyRequest): Promise<SessionAccount> {
  const account = await findSessionAccount(request.server.regions.global(), request);
  if (!account) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
  return account;
}

/**
 * The caller's access to one workspace: its bearer workspace secret, or a session of one of
 * its members. Anything else, including another tenant's workspace, is 404.
 */
export async function requireWorkspace(request: FastifyRequest, region: Region, uid: string): Promise<WorkspaceAccess> {
  const db = request.server.regions.db(region);
  const bearer = bearerToken(request);
  if (bearer) {
    const [workspace] = await db
      .select()
      .from(workspaces)
      .where(and(eq(workspaces.secretHash, sha256(bearer)), eq(workspaces.uid, uid)))
      .limit(1);
    if (!workspace) throw notFound('Workspace not found.');
    return { workspace, role: 'owner', principal: { kind: 'workspace' } };
  }
  const account = await requireAccount(request);
  const [row] = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.uid, workspaceMembers.workspaceUid))
    .where(and(eq(workspaceMembers.workspaceUid, uid), eq(workspaceMembers.email, account.email)))
    .limit(1);
  if (!row) throw notFound('Workspace not found.');
  return { workspace: row.workspace, role: row.role, principal: { kind: 'user', account } };
}
