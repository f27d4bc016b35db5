import { ZAgentAnalytics, ZAgentAnalyticsQuery, ZAgentParams, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedAgent, grantedWorkspace } from '../../platform/auth/route-access.js';
import { getAgentAnalytics } from './get-agent-analytics.js';
import { getOverallStats } from './get-overall-stats.js';

/** The Analytics tab's numbers and the client's Home tab, registered under /api/:region. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/agents/:agentId/analytics',
    {
      config: { access: { agent: 'agentId', permission: 'read', clients: '/analytics' } },
      schema: {
        tags: ['analytics'],
        description:
          "An agent's widget loads, conversations, messages, handoffs, leads and credits per UTC day from `from` to `to` " +
          '(the last 30 days by default), the totals of the range just before, and loads by country and browser, conversations by channel.',
        params: ZAgentParams,
        querystring: ZAgentAnalyticsQuery,
        response: { 200: ZAgentAnalytics },
      },
    },
    async (request) => {
      return getAgentAnalytics(app.regions, grantedAgent(request), request.query);
    },
  );

  app.get(
    '/workspaces/:uid/overall-stats',
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/home' } },
      schema: {
        tags: ['analytics'],
        description:
          "The Home tab's overall stats: the Analytics numbers summed over every agent the caller may see (a client: its own agents).",
        params: ZWorkspaceParams,
        querystring: ZAgentAnalyticsQuery,
        response: { 200: ZAgentAnalytics },
      },
    },
    async (request) => {
      return getOverallStats(app.regions, grantedWorkspace(request), request.query);
    },
  );
};
