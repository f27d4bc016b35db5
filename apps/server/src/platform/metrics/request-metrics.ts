import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

// Requests no route matched share one series: their URLs are anyone's to invent.
const UNMATCHED = 'unmatched';

/** Records every request's duration under its route pattern (`/api/:region/v2/agents/:agentId`), never its URL. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.httpRequests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
