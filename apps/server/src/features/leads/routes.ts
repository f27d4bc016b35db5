import {
  ZConversationParams,
  ZLead,
  ZLeadList,
  ZLeadListQuery,
  ZLeadParams,
  ZLeadSubmission,
  ZUpdateLeadBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedConversation, grantedWorkspace } from '../../platform/auth/route-access.js';
import { dashboardLink, resolveTenant } from '../../platform/tenancy/index.js';
import { leadsCsv } from './leads-csv.js';
import { listLeads } from './list-leads.js';
import { submitLead } from './submit-lead.js';
import { updateLeadStatus } from './update-lead-status.js';

const tags = ['leads'];
const all = '/workspaces/:uid/leads';

/** The Leads tab, and the chat's lead form. Registered under /api/:region. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, conversationChanges } = app;

  app.post(
    '/public/conversations/:conversationId/leads',
    {
      config: { access: { visitor: 'conversationId' }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        description: "The visitor's contact details from the chat's lead form; sending again updates them.",
        params: ZConversationParams,
        body: ZLeadSubmission,
        response: { 201: ZLead.pick({ id: true }) },
      },
    },
    async (request, reply) => {
      const { region } = request.params;
      const conversation = grantedConversation(request);
      const lead = await submitLead(
        { regions, conversationChanges, jobs: app.jobs, log: request.log },
        region,
        conversation,
        request.body,
      );
      return reply.status(201).send({ id: lead.id });
    },
  );

  app.get(
    all,
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/leads' } },
      schema: {
        tags,
        description: 'The workspace’s leads, newest first (at most 5000).',
        params: ZWorkspaceParams,
        querystring: ZLeadListQuery,
        response: { 200: ZLeadList },
      },
    },
    async (request) => {
      return { leads: await listLeads(regions, grantedWorkspace(request), request.query) };
    },
  );

  app.get(
    `${all}/export`,
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/leads' } },
      schema: {
        tags,
        description: 'The same leads as a CSV file.',
        params: ZWorkspaceParams,
        querystring: ZLeadListQuery,
      },
    },
    async (request, reply) => {
      const { region } = request.params;
      const list = await listLeads(regions, grantedWorkspace(request), request.query);
      const tenant = await resolveTenant(request);
      const csv = leadsCsv(list, (lead) =>
        lead.conversationId
          ? dashboardLink(tenant, `/app/${region}/agents/${lead.agentId}/convos?conversation=${lead.conversationId}`)
          : null,
      );
      return reply
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.patch(
    `${all}/:leadId`,
    {
      config: { access: { workspace: 'uid', permission: 'conversations.manage', clients: '/leads' } },
      schema: { tags, params: ZLeadParams, body: ZUpdateLeadBody, response: { 200: ZLead } },
    },
    async (request) => {
      const { leadId } = request.params;
      return updateLeadStatus(regions, grantedWorkspace(request), leadId, request.body.status);
    },
  );
};
