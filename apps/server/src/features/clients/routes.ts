import {
  ZClient,
  ZClientCreateBody,
  ZClientDeleted,
  ZClientParams,
  ZClientUpdateBody,
  ZOrgParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { auditBy } from '../audit-log/index.js';
import { createClient } from './create-client.js';
import { deleteClient } from './delete-client.js';
import { regenerateClientPassword } from './regenerate-client-password.js';
import { updateClient } from './update-client.js';

const tags = ['clients'];
const path = '/workspaces/:uid/agency';
const access = { workspace: 'uid', permission: 'agency.manage' } as const;

/** The client users of the agency's organisations (spec 002 §3.8, §5.8): the Add User / Edit User drawer. */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox } = app;

  app.post(
    `${path}/orgs/:orgId/clients`,
    {
      config: { access },
      schema: {
        tags,
        description:
          "Adds a client user to an organisation with a new 15-character dashboard password; left-out fields take the organisation's and the agency's defaults.",
        params: ZOrgParams,
        body: ZClientCreateBody,
        response: { 200: ZClient },
      },
    },
    async (request) => createClient(regions, secretBox, grantedWorkspace(request), request.params.orgId, request.body),
  );

  app.patch(
    `${path}/clients/:clientId`,
    {
      config: { access },
      schema: {
        tags,
        description: "Merges the edited fields into a client user; the organisation's defaults are not applied again.",
        params: ZClientParams,
        body: ZClientUpdateBody,
        response: { 200: ZClient },
      },
    },
    async (request) =>
      updateClient(regions, secretBox, grantedWorkspace(request), request.params.clientId, request.body),
  );

  app.post(
    `${path}/clients/:clientId/password`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Gives the client a new dashboard password; sessions signed in with the old one end.',
        params: ZClientParams,
        response: { 200: ZClient },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      const by = auditBy(request, granted);
      return regenerateClientPassword(regions.db(granted.region), secretBox, granted, request.params.clientId, by);
    },
  );

  app.delete(
    `${path}/clients/:clientId`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Removes a client user.',
        params: ZClientParams,
        response: { 200: ZClientDeleted },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return deleteClient(regions.db(granted.region), granted, request.params.clientId);
    },
  );
};
