import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFontCache } from './font-cache.js';
import { serveFontFile } from './serve-font-file.js';
import { serveFontStylesheet } from './serve-font-stylesheet.js';

const tags = ['fonts'];
/** A family's stylesheet may change with the font service's next version: a week. */
const STYLESHEET_CACHE_CONTROL = 'public, max-age=604800';
/** A file's address names its version: it never changes. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Agency fonts from our own server (spec 001 §2), registered under /api: they name no tenant. */
export const fontRoutes: FastifyPluginAsyncZod = async (app) => {
  const fonts = createFontCache(app.config, app.log);
  const access = { public: 'serves only the shipped font families and their files, from the configured font service' };
  // A page loads a few dozen files once (they are cached for a year); a client asking for many more
  // is making us call the font service for made-up paths, which are not cached.
  const fileRateLimit = { max: app.config.publicRateLimitPerMinute * 4, timeWindow: '1 minute' };

  app.get(
    '/fonts/:file',
    {
      config: { access },
      schema: {
        tags,
        description:
          "A font family's stylesheet (`{Family}.css`, a family the agency theme accepts), weights 400, 500 and 700, as text/css whose files are served by this server. 404 for any other name.",
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const css = await serveFontStylesheet(fonts, request.params.file);
      return reply.header('cache-control', STYLESHEET_CACHE_CONTROL).type('text/css; charset=utf-8').send(css);
    },
  );

  app.get(
    '/fonts/files/*',
    {
      config: { access, rateLimit: fileRateLimit },
      schema: {
        tags,
        description: 'A woff2 file named by a font stylesheet served here, as font/woff2. 404 for any other path.',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const bytes = await serveFontFile(fonts, request.params['*']);
      return reply.header('cache-control', FILE_CACHE_CONTROL).type('font/woff2').send(bytes);
    },
  );
};
