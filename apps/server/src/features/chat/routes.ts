import {
  ZAgentParams,
  ZConversationHistory,
  ZConversationParams,
  ZConversationStarted,
  ZSendMessageBody,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startEventStream } from '../../platform/http/event-stream.js';
import { answerMessage } from './answer-message.js';
import { listHistory } from './list-history.js';
import { startConversation } from './start-conversation.js';
import { requireConversation } from './visitor-access.js';

const tags = ['public'];
/** Messages one conversation may send a minute, so a visitor cannot spend an owner's credits at machine speed. */
const MESSAGES_PER_CONVERSATION_PER_MINUTE = 20;

/** The public chat API, registered under /api/:region. No answer carries a secret. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  // Widgets on any site call these: limited per client address, and sending also per conversation.
  const perAddress = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };
  const perConversation = {
    max: MESSAGES_PER_CONVERSATION_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: { params: unknown; ip: string }) =>
      `conversation:${(request.params as { conversationId?: string }).conversationId ?? request.ip}`,
  };
  app.post(
    '/public/agents/:agentId/conversations',
    {
      config: { rateLimit: perAddress },
      schema: { tags, params: ZAgentParams, response: { 201: ZConversationStarted } },
    },
    async (request, reply) => {
      const { region, agentId } = request.params;
      return reply.status(201).send(await startConversation(app, region, agentId));
    },
  );

  app.get(
    '/public/conversations/:conversationId/messages',
    {
      config: { rateLimit: perAddress },
      schema: { tags, params: ZConversationParams, response: { 200: ZConversationHistory } },
    },
    async (request) => {
      const { region, conversationId } = request.params;
      const conversation = await requireConversation(request, region, conversationId);
      return { messages: await listHistory(app.regions, region, conversation) };
    },
  );

  app.post(
    '/public/conversations/:conversationId/messages',
    {
      config: { rateLimit: perConversation },
      schema: {
        tags,
        description:
          'Sends a visitor message. The answer streams as server-sent events: `token` events with text, `part` events with rich elements (UI engine), then one `done` event with the summary (responder, tokens, credits). Sending the same messageId again replays the first answer without charging.',
        params: ZConversationParams,
        body: ZSendMessageBody,
      },
    },
    async (request, reply) => {
      const { region, conversationId } = request.params;
      const conversation = await requireConversation(request, region, conversationId);
      const events = await answerMessage(app, region, conversation, request.body);
      startEventStream(reply);
      try {
        for await (const event of events) {
          const data =
            event.type === 'token' ? { text: event.text } : event.type === 'part' ? event.part : event.summary;
          reply.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
        }
      } catch (error) {
        // Headers are gone: the failure travels as an event of its own.
        const known = error instanceof Error && 'code' in error && 'statusCode' in error;
        if (!known) request.log.error({ err: error }, 'answer failed');
        const body = known
          ? { code: (error as { code: string }).code, message: error.message }
          : { code: 'INTERNAL', message: 'The agent could not answer. Please try again.' };
        reply.raw.write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
      }
      reply.raw.end();
    },
  );
};
