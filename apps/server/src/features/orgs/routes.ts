import {
  ZAgencyOrgs,
  ZOrg,
  ZOrgCreateBody,
  ZOrgCreditTransfer,
  ZOrgCreditTransferBody,
  ZOrgDeleted,
  ZOrgParams,
  ZOrgUpdateBody,
  ZOrgWithClients,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { createOrg } from './create-org.js';
import { deleteOrg } from './delete-org.js';
import { listOrgs } from './list-orgs.js';
import { transferCreditsWithOrg } from './transfer-credits-with-org.js';
import { updateOrg } from './update-org.js';

const tags = ['organizations'];
const path = '/workspaces/:uid/agency/orgs';
const access = { workspace: 'uid', permission: 'agency.manage' } as const;

/** The agency's client organisations (spec 002 §3.9, §5.9, §5.10): the Clients page and its Org Info drawer. */
export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox } = app;

  app.get(
    path,
    {
      config: { access },
      schema: {
        tags,
        description: "The agency's client organisations with their client users, newest first.",
        params: ZWorkspaceParams,
        response: { 200: ZAgencyOrgs },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return listOrgs(regions.db(granted.region), secretBox, granted);
    },
  );

  app.post(
    path,
    {
      config: { access },
      schema: {
        tags,
        description: "Adds a client organisation; left-out fields take the agency's defaults for new clients.",
        params: ZWorkspaceParams,
        body: ZOrgCreateBody,
        response: { 200: ZOrgWithClients },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return createOrg(regions.db(granted.region), granted, request.body);
    },
  );

  app.patch(
    `${path}/:orgId`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Merges the edited fields into an organisation; its existing clients keep their access.',
        params: ZOrgParams,
        body: ZOrgUpdateBody,
        response: { 200: ZOrg },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return updateOrg(regions.db(granted.region), granted, request.params.orgId, request.body);
    },
  );

  app.delete(
    `${path}/:orgId`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Deletes an organisation with its client users; its credits go back to the workspace.',
        params: ZOrgParams,
        response: { 200: ZOrgDeleted },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return deleteOrg(regions.db(granted.region), granted, request.params.orgId);
    },
  );

  app.post(
    `${path}/:orgId/credits/transfer`,
    {
      config: { access },
      schema: {
        tags,
        description:
          'Moves credits between the workspace and the organisation in one transaction; answers both balances.',
        params: ZOrgParams,
        body: ZOrgCreditTransferBody,
        response: { 200: ZOrgCreditTransfer },
      },
    },
    async (request) => transferCreditsWithOrg(regions, grantedWorkspace(request), request.params.orgId, request.body),
  );
};
