import { ZAgentAnalytics, ZAgentAnalyticsQuery, ZAgentParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedAgent } from '../../platform/auth/route-access.js';
import { getAgentAnalytics } from './get-agent-analytics.js';

/** The Analytics tab's numbers, registered under /api/:region. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/agents/:agentId/analytics',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
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
};
