import { ZLegalPage, ZLegalPageName } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readLegalPage } from './read-legal-page.js';

/** Spec 001 §2 /legal/*: the operator's public legal pages. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal/:page',
    {
      config: { access: { public: 'public legal pages: the same text for everyone, no tenant data' } },
      schema: {
        tags: ['legal'],
        description:
          'One legal page in Markdown, from the folder LEGAL_PAGES_DIR names (by default the shipped texts).',
        params: z.object({ page: ZLegalPageName }),
        response: { 200: ZLegalPage },
      },
    },
    async (request) => readLegalPage(app.config.legalPagesDir, request.params.page),
  );
};
