import {
  ZAgentParams,
  ZConversationParams,
  ZWebCallEnded,
  ZWebCallParams,
  ZWebCallStarted,
} from '@agent-platform/core';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedConversation } from '../../../platform/auth/route-access.js';
import { endWebCall } from './end-web-call.js';
import { startWebCall } from './start-web-call.js';
import { streamWebCall } from './stream-web-call.js';
import { synthesizeVoicePreview } from './synthesize-voice-preview.js';

const tags = ['voice'];

/** Web calls from the widget and the Voice tab's server side; registered under /api/:region. */
export const webCallRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };
  // Only the Deepgram call stream is a WebSocket; the plugin is registered where it is used.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  app.get(
    '/v2/agents/:agentId/voice',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: {
        tags,
        description: 'What the Voice tab needs from the server: whether Deepgram speaks previews and calls.',
        params: ZAgentParams,
        response: { 200: z.object({ deepgram: z.boolean() }) },
      },
    },
    async () => ({ deepgram: !!app.config.providers.deepgram.apiKey }),
  );

  app.post(
    '/v2/agents/:agentId/voice/preview',
    {
      config: { access: { agent: 'agentId', permission: 'agents.write' } },
      schema: {
        tags,
        description: 'A Deepgram voice saying a short sample, as audio. 503 when the server has no Deepgram key.',
        params: ZAgentParams,
        body: z.object({ voiceId: z.string().min(1).max(128) }),
      },
    },
    async (request, reply) => {
      const { audio, contentType } = await synthesizeVoicePreview(app.config, request.body.voiceId);
      return reply.header('content-type', contentType).header('cache-control', 'private, max-age=3600').send(audio);
    },
  );

  app.post(
    '/public/conversations/:conversationId/calls',
    {
      config: { access: { visitor: 'conversationId' }, rateLimit: perAddress },
      schema: {
        tags: ['public'],
        description: "Starts a web call in the visitor's conversation; the conversation becomes a voice conversation.",
        params: ZConversationParams,
        response: { 201: ZWebCallStarted },
      },
    },
    async (request, reply) => {
      const { region } = request.params;
      const conversation = grantedConversation(request);
      return reply.status(201).send(await startWebCall(app, region, conversation));
    },
  );

  app.post(
    '/public/conversations/:conversationId/calls/:callId/end',
    {
      config: { access: { visitor: 'conversationId' }, rateLimit: perAddress },
      schema: {
        tags: ['public'],
        description: 'Ends a web call: its minutes are counted and charged once; ending it again answers the same.',
        params: ZWebCallParams,
        response: { 200: ZWebCallEnded },
      },
    },
    async (request) => {
      const { region, callId } = request.params;
      const conversation = grantedConversation(request);
      return endWebCall(app, region, conversation, callId);
    },
  );

  app.get(
    '/public/conversations/:conversationId/calls/:callId/stream',
    {
      websocket: true,
      config: {
        access: {
          public: 'a web call audio socket: its first message must carry the visitor token of the conversation',
        },
        rateLimit: perAddress,
      },
      schema: {
        tags: ['public'],
        description:
          "A Deepgram web call's audio as a WebSocket: send { type: 'start', visitorToken } first, then audio; answers come as JSON events and audio.",
        params: ZWebCallParams,
      },
    },
    (socket, request) => {
      // Open for the whole call, as an event stream is: answered, as far as background work waits for requests.
      app.regions.requests.answered(request.raw);
      const { region, conversationId, callId } = request.params;
      streamWebCall({ regions: app.regions, config: app.config, log: request.log }, socket, {
        region,
        conversationId,
        callId,
      });
    },
  );
};
