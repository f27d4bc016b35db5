import { ZAgentAnalytics, ZAgentAnalyticsQuery, ZAgentParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAgent } from '../agents/agent-access.js';
import { getAgentAnalytics } from './get-agent-analytics.js';

/** The Analytics tab's numbers, registered under /api/:region. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/agents/:agentId/analytics',
    {
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
      const { region, agentId } = request.params;
      return getAgentAnalytics(app.regions, await requireAgent(request, region, agentId), request.query);
    },
  );
};
