import { ZAgentParams, ZAgentUsage, ZCheckCredits, ZCheckCreditsQuery, ZOwnerParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCredits } from './check-credits.js';
import { getAgentUsage } from './get-agent-usage.js';

const tags = ['public'];

/** The widget's usage gate, registered under /api/:region; no credentials, no secrets in answers. */
export const publicBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public routes are called by widgets on any site: limited per client address.
  const rateLimit = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };
  app.get(
    '/public/users/:ownerId/check-credits',
    {
      config: { access: { public: 'the widget usage gate: answers only whether credits remain' }, rateLimit },
      schema: { tags, params: ZOwnerParams, querystring: ZCheckCreditsQuery, response: { 200: ZCheckCredits } },
    },
    async (request) => checkCredits(app.regions, request.params.region, request.params.ownerId, request.query.agentId),
  );

  app.get(
    '/v2/public/agents/:agentId/usage',
    {
      config: {
        access: { public: 'the widget usage gate of an agent: answers only its usage against its limits' },
        rateLimit,
      },
      schema: { tags, params: ZAgentParams, response: { 200: ZAgentUsage } },
    },
    async (request) => getAgentUsage(app.regions, request.params.region, request.params.agentId),
  );
};
