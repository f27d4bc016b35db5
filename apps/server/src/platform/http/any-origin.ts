import type { FastifyInstance } from 'fastify';

/**
 * Routes that customers' websites call across origins. Every answer of the plugin calling this,
 * errors and rate limits included, carries `Access-Control-Allow-Origin: *`: otherwise a site's
 * console shows a CORS failure instead of the product's own answer ("Agent not found.").
 * `*` is safe because these routes read no cookie.
 */
export function answerAnyOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
}

// Browsers may keep a preflight's answer for this long (Chromium caps it at 2 hours).
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * The preflight a browser sends before a request that is not "simple" (a site adding a header,
 * or sending JSON), answered for any origin. Registered in a plugin that calls `answerAnyOrigin`.
 */
export function answerPreflight(app: FastifyInstance, url: string, methods: readonly string[]) {
  app.options(
    url,
    {
      config: { access: { public: 'a browser preflight for a route any site may call: it reads and changes nothing' } },
      schema: { hide: true },
    },
    async (_request, reply) =>
      reply
        .header('access-control-allow-methods', methods.join(', '))
        .header('access-control-allow-headers', 'content-type, if-none-match')
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .status(204)
        .send(),
  );
}
