import { ZAgentParams, ZWidgetLoadBody, ZWidgetLoadRecorded } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerAnyOrigin } from '../../platform/http/any-origin.js';
import { recordWidgetLoad } from './record-widget-load.js';

const tags = ['public'];

/** The widget's page-load analytics, sent by the loader from any site; registered under /api/:region. */
export const widgetAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };
  // Sent from customers' sites: its refusals must be readable there as well as its success.
  answerAnyOrigin(app);
  // The loader posts its JSON as text/plain: a simple request any site may send without a preflight.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('The analytics record is not valid JSON.'), { statusCode: 400 }));
    }
  });
  app.post(
    '/agents/:agentId/analytics',
    {
      // No cookie or token is read here, so a cross-site sender can change nothing but this count.
      config: {
        access: { public: 'a widget page load from any site: no cookie or token is read, it only counts' },
        rateLimit,
        anyOrigin: true,
      },
      schema: {
        tags,
        description: "Records one page load of the agent's widget. Country and address come from the request.",
        params: ZAgentParams,
        body: ZWidgetLoadBody,
        response: { 200: ZWidgetLoadRecorded },
      },
    },
    async (request) => {
      const { region, agentId } = request.params;
      const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] };
      await recordWidgetLoad(app.regions, region, agentId, request.body, visitor);
      return { recorded: true };
    },
  );
};
