import { ZAgentChannels, ZAgentParams, ZConnectTelegramBody } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedAgent } from '../../platform/auth/route-access.js';
import { recordProductEvent } from '../product-events/index.js';
import { connectTelegram } from './connect-telegram.js';
import { disconnectTelegram } from './disconnect-telegram.js';
import { getAgentChannels } from './get-agent-channels.js';
import { receiveTelegramUpdate, TELEGRAM_SECRET_HEADER } from './receive-telegram-update.js';

const tags = ['channels'];

/** An agent's channels (Channels tab) and the channels' webhooks; registered under /api/:region. */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/agents/:agentId/channels',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZAgentChannels } },
    },
    async (request) => {
      return getAgentChannels(app.regions, grantedAgent(request));
    },
  );

  app.post(
    '/v2/agents/:agentId/channels/viewed',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: {
        tags,
        description: 'The Channels tab was opened: records the channels_viewed analytics event (spec 000 §7).',
        params: ZAgentParams,
      },
    },
    async (request, reply) => {
      const { region, agentId } = request.params;
      const access = grantedAgent(request);
      await recordProductEvent(app.regions, region, access.workspaceUid, {
        name: 'channels_viewed',
        payload: { agentId },
      });
      return reply.status(204).send();
    },
  );

  app.put(
    '/v2/agents/:agentId/channels/telegram',
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: {
        tags,
        description: "Connects a Telegram bot to the agent: the bot's webhook is pointed here, then the bot is saved.",
        params: ZAgentParams,
        body: ZConnectTelegramBody,
        response: { 200: z.object({ botId: z.string(), webhookUrl: z.string() }) },
      },
    },
    async (request) => {
      return connectTelegram(app, grantedAgent(request), request.body.botToken);
    },
  );

  app.delete(
    '/v2/agents/:agentId/channels/telegram',
    { config: { access: { agent: 'agentId', permission: 'channels.manage' } }, schema: { tags, params: ZAgentParams } },
    async (request, reply) => {
      const access = grantedAgent(request);
      const deps = { regions: app.regions, caches: app.caches, secretBox: app.secretBox, config: app.config };
      await disconnectTelegram({ ...deps, log: request.log }, access);
      return reply.status(204).send();
    },
  );

  app.post(
    '/v2/agents/:agentId/telegram-webhook',
    {
      // Telegram calls this, proving itself with the secret its bot was given, not with a cookie or origin.
      config: {
        access: {
          public: 'Telegram delivery: X-Telegram-Bot-Api-Secret-Token must be the secret of a bot of the agent',
        },
        anyOrigin: true,
      },
      schema: {
        // Telegram, not a tenant, calls it: it is tested with its secret on its own.
        tags: ['public'],
        description:
          'Telegram delivers an update for the agent; X-Telegram-Bot-Api-Secret-Token must be its bot’s secret.',
        params: ZAgentParams,
        body: z.unknown(),
      },
    },
    async (request) => {
      const { region, agentId } = request.params;
      const secret = request.headers[TELEGRAM_SECRET_HEADER];
      const deps = { regions: app.regions, caches: app.caches, inbox: app.inbox };
      await receiveTelegramUpdate(deps, region, agentId, typeof secret === 'string' ? secret : undefined, request.body);
      return { ok: true };
    },
  );
};
