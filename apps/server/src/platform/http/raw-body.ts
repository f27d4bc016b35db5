import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived, on routes registered after `keepRawBody` (webhook signatures are over these bytes). */
    rawBody?: Buffer;
  }
}

/**
 * Within the calling plugin's scope, JSON and form bodies are parsed from a kept copy of their
 * bytes, so a webhook's signature is checked on the raw body, never on a re-serialised one.
 * Form bodies become a plain object of their fields (Twilio posts forms).
 */
export function keepRawBody(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      const error = Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 });
      done(error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    done(null, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
  });
}
