import type { FastifyRequest } from 'fastify';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { AuditBy, AuditOrigin } from './record-audit.js';

/** Where a request came from: always an address, a browser when it says. */
export type RequestOrigin = AuditOrigin & { ip: string };

/** The caller's address and browser. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Who is acting through a workspace access: a member, the workspace's secret, or a client user. */
export function auditActorOf(access: WorkspaceAccess): AuditBy['actor'] {
  switch (access.principal.kind) {
    case 'user':
      return { kind: 'member', id: access.principal.account.email };
    case 'workspace':
      return { kind: 'workspaceSecret', id: null };
    case 'client':
      return { kind: 'client', id: access.principal.client.clientId };
  }
}

/** The caller of a route that declared workspace access, from where it called. */
export function auditBy(request: FastifyRequest, access: WorkspaceAccess): AuditBy {
  return { actor: auditActorOf(access), ...requestOrigin(request) };
}

/** A person acting on their own account (signing in, resetting a password). */
export function accountAuditBy(request: FastifyRequest, email: string): AuditBy {
  return { actor: { kind: 'user', id: email }, ...requestOrigin(request) };
}
