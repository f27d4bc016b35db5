import { ZAgentList, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireWorkspace } from '../../platform/auth/principals.js';
import { listAgents } from './list-agents.js';

const tags = ['agents'];

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:uid/agents',
    { schema: { tags, params: ZWorkspaceParams, response: { 200: ZAgentList } } },
    async (request) => {
      const { region, uid } = request.params;
      await requireWorkspace(request, region, uid);
      return { agents: await listAgents(app.regions, app.caches, region, uid) };
    },
  );
};
