import { ZAddEmailDomainBody, ZEmailDomain, ZWorkspaceParams } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { addEmailDomain } from './add-email-domain.js';
import { deleteEmailDomain } from './delete-email-domain.js';
import { getEmailDomain } from './get-email-domain.js';
import { verifyEmailDomain } from './verify-email-domain.js';

const tags = ['email-domains'];
const path = '/workspaces/:uid/agency/email-domain';
const access = { workspace: 'uid', permission: 'agency.manage' } as const;

/** The agency's email sending domain (Email tab of the agency settings). Registered under /api/:region. */
export const emailDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox } = app;
  const { dnsServers } = app.config;
  const { spfInclude } = app.config.mail;

  app.get(
    path,
    {
      config: { access },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZEmailDomain } },
    },
    async (request) => getEmailDomain(regions, spfInclude, grantedWorkspace(request)),
  );

  app.put(
    path,
    {
      config: { access },
      schema: {
        tags,
        description:
          'Adds the domain agency mail is sent from, with a new DKIM key: not_started, with the SPF, DKIM and DMARC records to publish. A different domain replaces the current one.',
        params: ZWorkspaceParams,
        body: ZAddEmailDomainBody,
        response: { 200: ZEmailDomain },
      },
    },
    async (request) => addEmailDomain({ regions, secretBox, spfInclude }, grantedWorkspace(request), request.body),
  );

  app.post(
    `${path}/verify`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Looks the three records up in DNS now and saves the status each one and the domain have.',
        params: ZWorkspaceParams,
        response: { 200: ZEmailDomain },
      },
    },
    async (request) => {
      const { region, uid } = grantedWorkspace(request);
      return verifyEmailDomain({ regions, dnsServers, spfInclude }, region, uid);
    },
  );

  app.delete(
    path,
    {
      config: { access },
      schema: {
        tags,
        description: 'Resets the email domain to not_started: the domain and its key are forgotten.',
        params: ZWorkspaceParams,
        response: { 200: ZEmailDomain },
      },
    },
    async (request) => {
      const workspace = grantedWorkspace(request);
      await deleteEmailDomain(regions, workspace);
      return getEmailDomain(regions, spfInclude, workspace);
    },
  );
};
