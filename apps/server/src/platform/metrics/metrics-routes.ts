import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { fromThisMachine } from '../http/from-this-machine.js';

/**
 * `GET /metrics` in Prometheus's text format. It answers a scraper on this machine (the socket's
 * loopback address, not a forwarded one) or one that sends `METRICS_TOKEN` as a bearer token; to
 * anyone else the route does not exist, or, when a token is set, asks for it.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  app.get(
    '/metrics',
    {
      config: {
        access: {
          public: 'operations metrics, no tenant data: only from this machine (loopback address) or with METRICS_TOKEN',
        },
      },
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!fromThisMachine(request) && !bearerMatches(request, token)) {
        if (!token) return reply.callNotFound();
        throw new AppError('UNAUTHENTICATED', 'Send the metrics token as a bearer token.');
      }
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
