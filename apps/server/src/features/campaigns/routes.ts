import {
  ZAgentParams,
  ZAudienceReport,
  ZCampaign,
  ZCampaignContactList,
  ZCampaignDraft,
  ZCampaignList,
  ZCampaignListQuery,
  ZCampaignParams,
  ZCampaignTimeline,
  ZContactImport,
  ZDoNotContactBody,
  ZDoNotContactList,
  ZDoNotContactParams,
  ZLeadAudience,
  ZWaTemplate,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedAgent, grantedWorkspace } from '../../platform/auth/route-access.js';
import { dashboardLink, resolveTenant } from '../../platform/tenancy/index.js';
import { addDoNotContact } from './add-do-not-contact.js';
import { addLeadContacts } from './add-lead-contacts.js';
import { approvedCampaignTemplates } from './approved-campaign-templates.js';
import { campaignResultsCsv } from './campaign-results-csv.js';
import { campaignTimeline } from './campaign-timeline.js';
import { type CampaignAction, changeCampaignStatus } from './change-campaign-status.js';
import { createCampaign } from './create-campaign.js';
import { deleteCampaign } from './delete-campaign.js';
import { findCampaign } from './find-campaign.js';
import { importContacts } from './import-contacts.js';
import { listCampaignContacts } from './list-campaign-contacts.js';
import { listCampaigns } from './list-campaigns.js';
import { listDoNotContact } from './list-do-not-contact.js';
import { removeDoNotContact } from './remove-do-not-contact.js';
import { toCampaign } from './to-campaign.js';
import { updateCampaign } from './update-campaign.js';

const tags = ['campaigns'];
const all = '/workspaces/:uid/campaigns';
const one = `${all}/:campaignId`;
// Members read campaigns by membership and run them with the permission; clients holding the
// Campaigns tab see and run those of their own agents.
const read = { workspace: 'uid', permission: 'read', clients: '/campaigns' } as const;
const run = { workspace: 'uid', permission: 'campaigns.run', clients: '/campaigns' } as const;
const ACTIONS: CampaignAction[] = ['start', 'pause', 'resume', 'cancel'];

/** The Campaigns part of the Leads & Campaigns tab, and the do-not-contact list. Registered under /api/:region. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app;
  const deps = () => ({
    regions,
    secretBox: app.secretBox,
    config: app.config,
    jobs: app.jobs,
    conversationChanges: app.conversationChanges,
    log: app.log,
  });

  app.get(
    all,
    {
      config: { access: read },
      schema: { tags, params: ZWorkspaceParams, querystring: ZCampaignListQuery, response: { 200: ZCampaignList } },
    },
    async (request) => ({ campaigns: await listCampaigns(regions, grantedWorkspace(request), request.query) }),
  );

  app.post(
    all,
    {
      config: { access: run },
      schema: { tags, params: ZWorkspaceParams, body: ZCampaignDraft, response: { 201: ZCampaign } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCampaign(regions, grantedWorkspace(request), request.body)),
  );

  app.get(
    '/v2/agents/:agentId/campaign-templates',
    {
      config: { access: { agent: 'agentId', permission: 'read', clients: '/campaigns' } },
      schema: {
        tags,
        description: "The WhatsApp templates approved for the agent's connected number, which its campaigns may send.",
        params: ZAgentParams,
        response: { 200: z.object({ templates: z.array(ZWaTemplate) }) },
      },
    },
    async (request) => {
      const { region, agentId } = grantedAgent(request);
      return { templates: await approvedCampaignTemplates(deps(), region, agentId) };
    },
  );

  app.get(
    one,
    { config: { access: read }, schema: { tags, params: ZCampaignParams, response: { 200: ZCampaign } } },
    async (request) => {
      const access = grantedWorkspace(request);
      const db = regions.db(access.region);
      return toCampaign(db, await findCampaign(db, access, request.params.campaignId));
    },
  );

  app.put(
    one,
    {
      config: { access: run },
      schema: { tags, params: ZCampaignParams, body: ZCampaignDraft, response: { 200: ZCampaign } },
    },
    async (request) => updateCampaign(regions, grantedWorkspace(request), request.params.campaignId, request.body),
  );

  app.delete(one, { config: { access: run }, schema: { tags, params: ZCampaignParams } }, async (request, reply) => {
    await deleteCampaign(regions, grantedWorkspace(request), request.params.campaignId);
    return reply.status(204).send();
  });

  for (const action of ACTIONS) {
    app.post(
      `${one}/${action}`,
      { config: { access: run }, schema: { tags, params: ZCampaignParams, response: { 200: ZCampaign } } },
      async (request) => changeCampaignStatus(deps(), grantedWorkspace(request), request.params.campaignId, action),
    );
  }

  app.post(
    `${one}/contacts/import`,
    {
      config: { access: run },
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        description:
          'Adds the people of a CSV file (name, phone, email, timezone and custom columns) to a draft campaign.',
        params: ZCampaignParams,
        body: ZContactImport,
        response: { 200: ZAudienceReport },
      },
    },
    async (request) => importContacts(regions, grantedWorkspace(request), request.params.campaignId, request.body),
  );

  app.post(
    `${one}/contacts/from-leads`,
    {
      config: { access: run },
      schema: { tags, params: ZCampaignParams, body: ZLeadAudience, response: { 200: ZAudienceReport } },
    },
    async (request) => addLeadContacts(regions, grantedWorkspace(request), request.params.campaignId, request.body),
  );

  app.get(
    `${one}/contacts`,
    { config: { access: read }, schema: { tags, params: ZCampaignParams, response: { 200: ZCampaignContactList } } },
    async (request) => ({
      contacts: await listCampaignContacts(regions, grantedWorkspace(request), request.params.campaignId),
    }),
  );

  app.get(
    `${one}/timeline`,
    { config: { access: read }, schema: { tags, params: ZCampaignParams, response: { 200: ZCampaignTimeline } } },
    async (request) => campaignTimeline(regions, grantedWorkspace(request), request.params.campaignId),
  );

  app.get(
    `${one}/export`,
    { config: { access: read }, schema: { tags, description: 'The results as a CSV file.', params: ZCampaignParams } },
    async (request, reply) => {
      const { region, campaignId } = request.params;
      const access = grantedWorkspace(request);
      const campaign = await findCampaign(regions.db(region), access, campaignId);
      const contacts = await listCampaignContacts(regions, access, campaignId);
      const tenant = await resolveTenant(request);
      const csv = campaignResultsCsv(contacts, (conversationId) =>
        dashboardLink(tenant, `/app/${region}/agents/${campaign.agentId}/convos?conversation=${conversationId}`),
      );
      return reply
        .header('content-disposition', `attachment; filename="campaign-${campaign.id}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    '/workspaces/:uid/do-not-contact',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZDoNotContactList } },
    },
    async (request) => ({ entries: await listDoNotContact(regions, grantedWorkspace(request)) }),
  );

  app.post(
    '/workspaces/:uid/do-not-contact',
    {
      config: { access: { workspace: 'uid', permission: 'campaigns.run' } },
      schema: {
        tags,
        params: ZWorkspaceParams,
        body: ZDoNotContactBody,
        response: { 201: z.object({ phone: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addDoNotContact(regions, grantedWorkspace(request), request.body.phone)),
  );

  app.delete(
    '/workspaces/:uid/do-not-contact/:phone',
    {
      config: { access: { workspace: 'uid', permission: 'campaigns.run' } },
      schema: { tags, params: ZDoNotContactParams },
    },
    async (request, reply) => {
      await removeDoNotContact(regions, grantedWorkspace(request), request.params.phone);
      return reply.status(204).send();
    },
  );
};
