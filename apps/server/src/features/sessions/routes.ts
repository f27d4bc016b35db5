import { ACTIVE_SESSION_WINDOW_MS, ZActiveSessionList, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { listActiveSessions } from './list-active-sessions.js';

/** The Sessions utility: conversations active now across the workspace's agents. Registered under /api/:region. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:uid/sessions',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags: ['sessions'],
        description: `Conversations not ended whose last message is at most ${ACTIVE_SESSION_WINDOW_MS / 60_000} minutes old, the most recently active first.`,
        params: ZWorkspaceParams,
        response: { 200: ZActiveSessionList },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return {
        sessions: await listActiveSessions(app.regions, access),
        activeWindowMinutes: ACTIVE_SESSION_WINDOW_MS / 60_000,
      };
    },
  );
};
