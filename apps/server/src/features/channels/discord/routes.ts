import { discordChannelBody, ZAgentParams, ZDiscordChannelSettings } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAgent } from '../../agents/agent-access.js';
import { discordWebhookOrigins, getDiscordChannel } from './get-discord-channel.js';
import { removeDiscordChannel } from './remove-discord-channel.js';
import { saveDiscordChannel } from './save-discord-channel.js';

const tags = ['channels'];

/** The agent's Discord channel (the Discord modal); registered under /api/:region. */
export const discordChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/v2/agents/:agentId/channels/discord';
  app.get(
    path,
    { schema: { tags, params: ZAgentParams, response: { 200: ZDiscordChannelSettings } } },
    async (request) => {
      const { region, agentId } = request.params;
      return getDiscordChannel(app, await requireAgent(request, region, agentId));
    },
  );

  app.put(
    path,
    {
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
      const { region, agentId } = request.params;
      return saveDiscordChannel(app, await requireAgent(request, region, agentId), request.body);
    },
  );

  app.delete(path, { schema: { tags, params: ZAgentParams } }, async (request, reply) => {
    const { region, agentId } = request.params;
    await removeDiscordChannel(app, await requireAgent(request, region, agentId));
    return reply.status(204).send();
  });
};
