import type { FastifyInstance } from 'fastify';

/**
 * Every answer says how long the server spent on it, from the request's arrival to its answer
 * (`Server-Timing: app;dur=12.3`, in milliseconds): browsers' developer tools show it, and the
 * benchmarks read the server's own time from it, apart from the network and the client's.
 * A stream (server-sent events) writes its own headers, without it.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });
}
