import { ZAuditLogPage, ZAuditLogQuery, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { listAuditLog } from './list-audit-log.js';

const tags = ['audit-log'];

/** The workspace's audit log, for its owner. Registered under /api/:region. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:uid/audit-log',
    {
      // The owner's, signed in: the workspace secret is one of the things the log watches.
      config: { access: { workspace: 'uid', permission: 'audit.read', principals: ['user'] } },
      schema: {
        tags,
        description:
          'Security-relevant actions in the workspace, newest first: sign-ins, members, secrets, credentials, domains, billing, the agency admin link. `action` filters; `cursor` is the previous page’s `nextCursor`.',
        params: ZWorkspaceParams,
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    async (request) => listAuditLog(app.regions, grantedWorkspace(request), request.query),
  );
};
