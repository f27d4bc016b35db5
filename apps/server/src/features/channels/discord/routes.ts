import { discordChannelBody, ZAgentParams, ZDiscordChannelSettings } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedAgent } from '../../../platform/auth/route-access.js';
import { discordWebhookOrigins, getDiscordChannel } from './get-discord-channel.js';
import { removeDiscordChannel } from './remove-discord-channel.js';
import { saveDiscordChannel } from './save-discord-channel.js';

const tags = ['channels'];

/** The agent's Discord channel (the Discord modal); registered under /api/:region. */
export const discordChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/v2/agents/:agentId/channels/discord';
  app.get(
    path,
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZDiscordChannelSettings } },
    },
    async (request) => {
      return getDiscordChannel(app, grantedAgent(request));
    },
  );

  app.put(
    path,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: {
        tags,
        description:
          "Connects a Discord channel to the agent: Discord is asked that the webhook posts in that channel, then it is saved (the webhook's token encrypted).",
        params: ZAgentParams,
        body: discordChannelBody(discordWebhookOrigins(app)),
        response: { 200: ZDiscordChannelSettings },
      },
    },
    async (request) => {
      return saveDiscordChannel(app, grantedAgent(request), request.body);
    },
  );

  app.delete(
    path,
    { config: { access: { agent: 'agentId', permission: 'channels.manage' } }, schema: { tags, params: ZAgentParams } },
    async (request, reply) => {
      await removeDiscordChannel(app, grantedAgent(request));
      return reply.status(204).send();
    },
  );
};
