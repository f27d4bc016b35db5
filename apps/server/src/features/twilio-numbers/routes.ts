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
import { requireWorkspace } from '../../platform/auth/principals.js';
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
      schema: {
        tags,
        description:
          "The workspace's numbers (number, friendlyName, agent), its phone slots, and whether Twilio is set up.",
        params: ZWorkspaceParams,
        response: { 200: ZTwilioNumbersPage.omit({ available: true }) },
      },
    },
    async (request) => {
      const { region, uid } = request.params;
      const access = await requireWorkspace(request, region, uid);
      return listTwilioNumbers(regions, secretBox, app.config.providers.twilioIncludedNumberSlots, access);
    },
  );

  app.get(
    `${list}/available`,
    {
      schema: {
        tags,
        description: 'Numbers Twilio offers for sale now, through the workspace’s Twilio account.',
        params: ZWorkspaceParams,
        response: { 200: z.object({ available: z.array(ZTwilioNumberOffer) }) },
      },
    },
    async (request) => {
      const access = await requireWorkspace(request, request.params.region, request.params.uid);
      return { available: await listAvailableTwilioNumbers(regions, secretBox, twilioApiUrl, access) };
    },
  );

  app.post(
    list,
    {
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
      const access = await requireWorkspace(request, request.params.region, request.params.uid);
      return reply.status(201).send(await buyTwilioNumber(app, access, request.body.number));
    },
  );

  app.patch(
    one,
    {
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
      const { region, uid, numberId } = request.params;
      const access = await requireWorkspace(request, region, uid);
      return assignTwilioNumber(regions, access, numberId, request.body.agentId);
    },
  );

  app.delete(one, { schema: { tags, params: ZTwilioNumberParams } }, async (request, reply) => {
    const { region, uid, numberId } = request.params;
    const access = await requireWorkspace(request, region, uid);
    await releaseTwilioNumber(regions, secretBox, twilioApiUrl, access, numberId);
    return reply.status(204).send();
  });
};
