import { REGIONS } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { knowledgeEmbedder } from '../knowledge/index.js';

const ZReady = z.object({
  status: z.enum(['ready', 'unavailable']),
  regions: z.record(
    z.string(),
    z.object({ database: z.enum(['up', 'down']), kind: z.string(), vectorSearch: z.boolean() }),
  ),
  retrieval: z.record(z.string(), z.enum(['vector+fulltext', 'fulltext'])),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: { public: 'liveness: says nothing about any tenant' } },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );

  /** Ready when both regional databases answer; says whether vector search is available in each. */
  app.get(
    '/readyz',
    {
      config: { access: { public: 'readiness: says nothing about any tenant' } },
      schema: { tags: ['health'], response: { 200: ZReady, 503: ZReady } },
    },
    async (_request, reply) => {
      const regions: z.infer<typeof ZReady>['regions'] = {};
      const retrieval: z.infer<typeof ZReady>['retrieval'] = {};
      for (const region of REGIONS) {
        const db = app.regions.db(region);
        try {
          const ext = await db
            .select({ name: sql<string>`extname` })
            .from(sql`pg_extension`)
            .where(sql`extname = 'vector'`);
          const vectorSearch = ext.length > 0;
          regions[region] = { database: 'up', kind: app.regions.kind(region), vectorSearch };
          // Hybrid only where chunks can hold vectors and a model (EMBEDDING_MODEL) makes them.
          retrieval[region] = (await knowledgeEmbedder(app, region)) ? 'vector+fulltext' : 'fulltext';
        } catch (error) {
          app.log.warn({ err: error, region }, 'readiness: database did not answer');
          regions[region] = { database: 'down', kind: app.regions.kind(region), vectorSearch: false };
          retrieval[region] = 'fulltext';
        }
      }
      const ready = Object.values(regions).every((r) => r.database === 'up');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', regions, retrieval });
    },
  );
};
