import { randomBytes } from 'node:crypto';
import {
  CLIENT_ACCESS_DISABLED_FALLBACK_MESSAGE,
  CLIENT_LOGIN_AGAIN_MESSAGE,
  effectiveOrgPlanLimits,
  REGIONS,
  type Region,
  ZOrgSettings,
} from '@agent-platform/core';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../crypto.js';
import type { Db, Regions } from '../db/regions.js';
import { clientSessions, clients, orgSubscriptions, orgs } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { resolveTenant } from '../tenancy/index.js';
import type { ClientAccess } from './principals.js';
import { SESSION_TTL_SECONDS } from './sessions.js';

/** Apart from the owners' `sid`: a browser may hold both, on an agency's host. */
export const CLIENT_SESSION_COOKIE = 'csid';

/**
 * Signs a client in: a session row in the client's region, and a cookie naming that region.
 * The cookie is host-only (no Domain), so it goes to the agency's host it was set on and nowhere else.
 */
export async function startClientSession(
  db: Db,
  reply: FastifyReply,
  region: Region,
  client: { id: string; passwordVersion: number },
  secure: boolean,
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(clientSessions).values({
    tokenHash: sha256(token),
    clientId: client.id,
    passwordVersion: client.passwordVersion,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  reply.setCookie(CLIENT_SESSION_COOKIE, `${region}.${token}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export async function endClientSession(regions: Regions, request: FastifyRequest, reply: FastifyReply) {
  const cookie = readCookie(request);
  if (cookie) await regions.db(cookie.region).delete(clientSessions).where(eq(clientSessions.tokenHash, cookie.hash));
  reply.clearCookie(CLIENT_SESSION_COOKIE, { path: '/' });
}

/** Whether the request carries a client session cookie at all (live or not). */
export const hasClientCookie = (request: FastifyRequest) => readCookie(request) !== undefined;

/**
 * The client signed in with this request's cookie, on its own agency's host. A session begun
 * before the client's dashboard password changed ends here with 'Please login again.' (spec 001 §4).
 * `allowDisabled` lets the session calls through when the organisation turned client access off,
 * so the dashboard can show its message.
 */
export async function requireClient(request: FastifyRequest, options: { allowDisabled?: boolean } = {}) {
  const cookie = readCookie(request);
  if (!cookie) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
  const db = request.server.regions.db(cookie.region);
  const [row] = await db
    .select({
      client: clients,
      sessionPasswordVersion: clientSessions.passwordVersion,
      orgSettings: orgs.settings,
      allowBilling: orgs.allowBilling,
      subscription: { status: orgSubscriptions.status, limits: orgSubscriptions.limits },
    })
    .from(clientSessions)
    .innerJoin(clients, eq(clients.id, clientSessions.clientId))
    .innerJoin(orgs, and(eq(orgs.id, clients.orgId), eq(orgs.workspaceUid, clients.workspaceUid)))
    .leftJoin(orgSubscriptions, eq(orgSubscriptions.orgId, orgs.id))
    .where(and(eq(clientSessions.tokenHash, cookie.hash), gt(clientSessions.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
  if (row.sessionPasswordVersion !== row.client.passwordVersion) {
    await db.delete(clientSessions).where(eq(clientSessions.tokenHash, cookie.hash));
    throw new AppError('UNAUTHENTICATED', CLIENT_LOGIN_AGAIN_MESSAGE);
  }
  // The cookie is host-only already; this also refuses a copied cookie on another agency's host.
  const tenant = await resolveTenant(request);
  if (tenant.kind !== 'agency' || tenant.workspaceUid !== row.client.workspaceUid || tenant.region !== cookie.region) {
    throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
  }
  const settings = ZOrgSettings.parse(row.orgSettings ?? {});
  const access: ClientAccess = {
    region: cookie.region,
    workspaceUid: row.client.workspaceUid,
    clientId: row.client.id,
    orgId: row.client.orgId,
    canAccess: row.client.canAccess,
    widgetIDs: row.client.widgetIDs,
    isAdmin: row.client.isAdmin,
    isOrgAdmin: row.client.isOrgAdmin,
    allowCreateAgents: row.client.allowCreateAgents,
    canDelegateChats: row.client.canDelegateChats,
    allowedSettings: settings.allowedSettings,
    hideAdvancedSettings: row.client.hideAdvancedSettings,
    accessDisabledMessage: settings.disableClientAccess
      ? settings.disableClientAccessMessage.trim() || CLIENT_ACCESS_DISABLED_FALLBACK_MESSAGE
      : null,
    planLimits: effectiveOrgPlanLimits(row, row.subscription),
  };
  if (access.accessDisabledMessage && !options.allowDisabled) {
    throw new AppError('FORBIDDEN', access.accessDisabledMessage);
  }
  return access;
}

function readCookie(request: FastifyRequest): { region: Region; hash: string } | undefined {
  const value = request.cookies[CLIENT_SESSION_COOKIE];
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot < 0) return undefined;
  const region = REGIONS.find((r) => r === value.slice(0, dot));
  const token = value.slice(dot + 1);
  return region && token ? { region, hash: sha256(token) } : undefined;
}
