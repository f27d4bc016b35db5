import { ZWebsiteAnalysis, ZWebsiteAnalysisBody, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeWebsite } from './analyze-website.js';

const tags = ['website-analysis'];

/** Website analysis for the Agent Wizard and onboarding. Registered under /api/:region. */
export const websiteAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/workspaces/:uid/website-analysis',
    {
      config: { access: { workspace: 'uid', permission: 'agents.write', clients: 'newAgent' } },
      schema: {
        tags,
        description:
          "Reads a company's website: name, description, favicon, logo, brand colours and the text of its main pages. " +
          "A website that cannot be read answers 422 with a message starting 'Unable to analyze website branding'.",
        params: ZWorkspaceParams,
        body: ZWebsiteAnalysisBody,
        response: { 200: ZWebsiteAnalysis },
      },
    },
    async (request) => analyzeWebsite({ egress: app.egress }, request.body.url),
  );
};
