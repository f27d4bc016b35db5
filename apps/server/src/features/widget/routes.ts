import { PUBLIC_WIDGET_DATA_CACHE_CONTROL, ZAgentParams, ZPublicWidgetDataResponse } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerAnyOrigin, answerPreflight } from '../../platform/http/any-origin.js';
import { getPublicWidgetData } from './get-public-widget-data.js';

const tags = ['public'];

/** What the widget loader reads on customers' sites, registered under /api/:region. No answer carries a secret. */
export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };
  // The loader runs on the customer's site: its 404 for an unknown agent must be readable there too.
  answerAnyOrigin(app);
  answerPreflight(app, '/public/agents/:agentId', ['GET']);
  app.get(
    '/public/agents/:agentId',
    {
      config: {
        access: { public: 'the public widget data of an agent, read by the loader on any site: no secret in it' },
        rateLimit,
      },
      schema: {
        tags,
        description:
          'The public widget data of an agent. Carries a strong ETag and `Cache-Control: no-cache`: send the ETag back in If-None-Match for a 304.',
        params: ZAgentParams,
        response: { 200: ZPublicWidgetDataResponse, 304: z.null().describe('Not modified: the ETag still holds.') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await getPublicWidgetData(
        app.regions,
        request.params.region,
        request.params.agentId,
        !!app.config.providers.deepgram.apiKey,
      );
      reply.header('cache-control', PUBLIC_WIDGET_DATA_CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return body;
    },
  );
};

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}
