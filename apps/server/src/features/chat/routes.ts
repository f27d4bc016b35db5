import {
  ZAgentConversationParams,
  ZAgentParams,
  ZAnswerEvent,
  ZConversationHistory,
  ZConversationParams,
  ZConversationStarted,
  ZSendMessageBody,
  ZVisitorAnswerEvent,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerMessage, startConversation } from '../../engine/index.js';
import { grantedAgent, grantedConversation } from '../../platform/auth/route-access.js';
import { findTestPanelConversation } from './find-test-panel-conversation.js';
import { listHistory } from './list-history.js';
import { sendAnswerEvents } from './send-answer-events.js';

const tags = ['public'];
/** Messages one conversation may send a minute, so a visitor cannot spend an owner's credits at machine speed. */
const MESSAGES_PER_CONVERSATION_PER_MINUTE = 20;

/**
 * The public chat API, and the test panel's way to send, registered under /api/:region. No answer
 * carries a secret; only members of the agent's workspace get an answer's trace.
 */
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
      config: {
        access: {
          public:
            'anyone may start a chat with an agent: limited per address, and the answer is a visitor token for this chat alone',
        },
        rateLimit: perAddress,
      },
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
      config: { access: { visitor: 'conversationId' }, rateLimit: perAddress },
      schema: { tags, params: ZConversationParams, response: { 200: ZConversationHistory } },
    },
    async (request) => {
      const { region } = request.params;
      const conversation = grantedConversation(request);
      return { messages: await listHistory(app.regions, region, conversation) };
    },
  );

  app.post(
    '/public/conversations/:conversationId/messages',
    {
      config: { access: { visitor: 'conversationId' }, rateLimit: perConversation },
      schema: {
        tags,
        description:
          'Sends a visitor message. The answer streams as server-sent events: `token` events with text, `part` events with rich elements (UI engine), then one `done` event with the summary (answer, responder, latency). Sending the same messageId again replays the first answer without charging.',
        params: ZConversationParams,
        body: ZSendMessageBody,
      },
    },
    async (request, reply) => {
      const { region } = request.params;
      const conversation = grantedConversation(request);
      const events = await answerMessage(app, region, conversation, request.body);
      await sendAnswerEvents(request, reply, events, ZVisitorAnswerEvent);
    },
  );

  app.post(
    '/v2/agents/:agentId/conversations/:conversationId/messages',
    {
      config: { access: { agent: 'agentId', permission: 'agents.write' }, rateLimit: perConversation },
      schema: {
        tags: ['agents'],
        description:
          'The test panel: sends a message in a conversation of the agent as its visitor would, for a member of the agent’s workspace. The answer streams as on the public route, and its `done` summary also has the figures (model, tokens, credits) and the trace (tool calls, retrieved chunks, node transitions).',
        params: ZAgentConversationParams,
        body: ZSendMessageBody,
      },
    },
    async (request, reply) => {
      const access = grantedAgent(request);
      const conversation = await findTestPanelConversation(app.regions, access, request.params.conversationId);
      const events = await answerMessage(app, access.region, conversation, request.body);
      await sendAnswerEvents(request, reply, events, ZAnswerEvent);
    },
  );
};
