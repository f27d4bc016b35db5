import { ZAgentFromWebsite, ZCreateAgentFromWebsiteBody, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { announceNewAgent } from '../agents/index.js';
import { createAgentFromWebsite } from './create-agent-from-website.js';

const tags = ['agent-wizard'];

/** The Agent Wizard's finish. Registered under /api/:region. */
export const agentWizardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, caches, jobs, egress, secretBox: box } = app;

  app.post(
    '/workspaces/:uid/agents/from-website',
    {
      config: { access: { workspace: 'uid', permission: 'agents.write', clients: 'newAgent' } },
      schema: {
        tags,
        description:
          "Creates an agent from a company's website in one call: a system prompt written from the site, the widget theme " +
          'from the brand colour, a proactive message, and a crawl of the whole site into its knowledge base (queued; ' +
          "its progress shows in the Knowledge tab). A website that cannot be read answers 422 with a message starting 'Unable to analyze website branding'.",
        params: ZWorkspaceParams,
        body: ZCreateAgentFromWebsiteBody,
        response: { 201: ZAgentFromWebsite },
      },
    },
    async (request, reply) => {
      const workspace = grantedWorkspace(request);
      const created = await createAgentFromWebsite({ regions, box, caches, jobs, egress }, workspace, request.body);
      await announceNewAgent(app, workspace.region, workspace.uid, created.agentCreated.ID);
      return reply.status(201).send(created);
    },
  );
};
