import {
  AGENT_LOGO_RULE,
  ZAgentFromWebsite,
  ZCreateAgentFromWebsiteBody,
  ZUploadedFile,
  ZWorkspaceParams,
} from '@agent-platform/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { resolveTenant } from '../../platform/tenancy/index.js';
import { announceNewAgent } from '../agents/index.js';
import { createAgentFromWebsite } from './create-agent-from-website.js';
import { uploadAgentLogo } from './upload-agent-logo.js';

const tags = ['agent-wizard'];

/** The Agent Wizard's finish. Registered under /api/:region. */
export const agentWizardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, caches, jobs, egress, secretBox: box } = app;
  await app.register(fastifyMultipart, {
    limits: { fileSize: AGENT_LOGO_RULE.maxSizeMB * 1024 * 1024, files: 1, fields: 2 },
  });

  app.post(
    '/workspaces/:uid/agent-wizard/logo',
    {
      config: { access: { workspace: 'uid', permission: 'agents.write', clients: 'newAgent' } },
      schema: {
        tags,
        description:
          `The logo for the agent the wizard is about to create (multipart/form-data, one ${AGENT_LOGO_RULE.extensions.join(', ')} ` +
          `picture up to ${AGENT_LOGO_RULE.maxSizeMB} MB), redrawn and kept; its url is then sent as the creation's logoUrl.`,
        params: ZWorkspaceParams,
        response: { 201: ZUploadedFile },
      },
    },
    async (request, reply) => {
      const workspace = grantedWorkspace(request);
      const file = await readUploadedFile(request, `Max size: ${AGENT_LOGO_RULE.maxSizeMB} MBs`);
      const uploaded = await uploadAgentLogo({ regions, tenant: await resolveTenant(request) }, workspace, file);
      return reply.status(201).send(uploaded);
    },
  );

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
