import {
  ZAssignTwilioNumberBody,
  ZBuyTwilioNumberBody,
  ZTwilioNumber,
  ZTwilioNumberOffer,
  ZTwilioNumberParams,
  ZTwilioNumbersPage,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedWorkspace } from '../../platform/auth/route-access.js';
import { assignTwilioNumber } from './assign-twilio-number.js';
import { buyTwilioNumber } from './buy-twilio-number.js';
import { listAvailableTwilioNumbers, listTwilioNumbers } from './list-twilio-numbers.js';
import { releaseTwilioNumber } from './release-twilio-number.js';

const tags = ['twilio-numbers'];
const list = '/workspaces/:uid/twilio-numbers';
const one = `${list}/:numberId`;

/** The workspace's phone numbers through its Twilio account (/twilio-numbers page). Registered under /api/:region. */
export const twilioNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, secretBox } = app;
  const twilioApiUrl = app.config.providers.twilioApiUrl;

  app.get(
    list,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags,
        description:
          "The workspace's numbers (number, friendlyName, agent), its phone slots, and whether Twilio is set up.",
        params: ZWorkspaceParams,
        response: { 200: ZTwilioNumbersPage.omit({ available: true }) },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return listTwilioNumbers(regions, secretBox, app.config.providers.twilioIncludedNumberSlots, access);
    },
  );

  app.get(
    `${list}/available`,
    {
      config: { access: { workspace: 'uid', permission: 'channels.manage' } },
      schema: {
        tags,
        description: 'Numbers Twilio offers for sale now, through the workspace’s Twilio account.',
        params: ZWorkspaceParams,
        response: { 200: z.object({ available: z.array(ZTwilioNumberOffer) }) },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      return { available: await listAvailableTwilioNumbers(regions, secretBox, twilioApiUrl, access) };
    },
  );

  app.post(
    list,
    {
      config: { access: { workspace: 'uid', permission: 'channels.manage' } },
      schema: {
        tags,
        description:
          'Buys a number, which takes a phone slot for the whole billing cycle; its calls come to this platform.',
        params: ZWorkspaceParams,
        body: ZBuyTwilioNumberBody,
        response: { 201: ZTwilioNumber },
      },
    },
    async (request, reply) => {
      const access = grantedWorkspace(request);
      return reply.status(201).send(await buyTwilioNumber(app, access, request.body.number));
    },
  );

  app.patch(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'channels.manage' } },
      schema: {
        tags,
        description:
          'Assigns the number to an agent of the workspace (its calls are answered by it), or `null` for none.',
        params: ZTwilioNumberParams,
        body: ZAssignTwilioNumberBody,
        response: { 200: ZTwilioNumber },
      },
    },
    async (request) => {
      const { numberId } = request.params;
      const access = grantedWorkspace(request);
      return assignTwilioNumber(regions, access, numberId, request.body.agentId);
    },
  );

  app.delete(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'channels.manage' } },
      schema: { tags, params: ZTwilioNumberParams },
    },
    async (request, reply) => {
      const { numberId } = request.params;
      const access = grantedWorkspace(request);
      await releaseTwilioNumber(regions, secretBox, twilioApiUrl, access, numberId);
      return reply.status(204).send();
    },
  );
};
