import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../crypto.js';
import { workspaceMembers, workspaces } from '../db/schema/index.js';
import { notFound } from '../errors.js';
import { requireAccount } from './account-session.js';
import { bearerToken, type WorkspaceAccess } from './principals.js';

/**
 * The caller's access to one workspace: its bearer workspace secret (as its owner), or a
 * session of one of its members with their role. Anything else, including another tenant's
 * workspace, is 404.
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
      caches.set('workspaceAccess', key, { role: 'owner', permissions: null });
    }
    return { region, uid, role: 'owner', permissions: null, principal: { kind: 'workspace' } };
  }
  const account = await requireAccount(request);
  const key = workspaceAccessKey(region, uid, account.email);
  let member = caches.get('workspaceAccess', key);
  if (!member) {
    const [row] = await db
      .select({ role: workspaceMembers.role, permissions: workspaceMembers.permissions })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceUid, uid), eq(workspaceMembers.email, account.email)))
      .limit(1);
    if (!row) throw notFound('Workspace not found.');
    member = { role: row.role, permissions: row.permissions };
    caches.set('workspaceAccess', key, member);
  }
  return { region, uid, ...member, principal: { kind: 'user', account } };
}

/**
 * Cache key of one caller's access to one workspace; `who` is an email or `bearer:<secret hash>`.
 * Whatever changes a member's role or permissions, or removes them, invalidates their key.
 */
export const workspaceAccessKey = (region: Region, uid: string, who: string) => `${region}:${uid}:${who}`;
