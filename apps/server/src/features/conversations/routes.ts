import {
  ZConversationExportQuery,
  ZConversationList,
  ZConversationListQuery,
  ZConversationParams,
  ZConversationSummary,
  ZConversationTagSettings,
  ZConversationTagSettingsBody,
  ZHandoffRequested,
  ZMemberConversationParams,
  ZMemberReplyBody,
  ZTranscript,
  ZTranscriptMessage,
  ZUpdateConversationBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedConversation, grantedWorkspace } from '../../platform/auth/route-access.js';
import { openEventStream } from '../../platform/http/event-stream.js';
import { agentOfConversation } from './agent-of-conversation.js';
import { deleteConversation } from './delete-conversation.js';
import { exportConversation } from './export-conversation.js';
import { getTagSettings } from './get-tag-settings.js';
import { getTranscript } from './get-transcript.js';
import { listConversations } from './list-conversations.js';
import { requestHandoff } from './request-handoff.js';
import { sendMemberReply } from './send-member-reply.js';
import { setManualControl } from './set-manual-control.js';
import { updateConversation } from './update-conversation.js';
import { updateTagSettings } from './update-tag-settings.js';
import { watchVisitorConversation } from './watch-visitor-conversation.js';

const tags = ['conversations'];
const all = '/workspaces/:uid/conversations';
const one = `${all}/:conversationId`;

/** The Chats tab and human takeover, and the visitor's live stream. Registered under /api/:region. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions, conversationChanges } = app;
  const deps = { regions, conversationChanges };
  const handoffDeps = { ...deps, jobs: app.jobs, mailer: app.mailer, config: app.config, log: app.log };

  app.get(
    all,
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/convos' } },
      schema: {
        tags,
        description: 'The workspace’s conversations, latest activity first, 50 a page; filters combine.',
        params: ZWorkspaceParams,
        querystring: ZConversationListQuery,
        response: { 200: ZConversationList },
      },
    },
    async (request) => {
      return listConversations(regions, grantedWorkspace(request), request.query);
    },
  );

  const tagSettings = '/workspaces/:uid/conversation-tags';
  app.get(
    tagSettings,
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/convos' } },
      schema: {
        tags,
        description:
          'The organisation’s predefined tags for conversations; with `disallowAnyTags` only they may be used, otherwise they are suggestions.',
        params: ZWorkspaceParams,
        response: { 200: ZConversationTagSettings },
      },
    },
    async (request) => {
      return getTagSettings(regions, grantedWorkspace(request));
    },
  );

  app.put(
    tagSettings,
    {
      config: { access: { workspace: 'uid', permission: 'conversations.manage' } },
      schema: {
        tags,
        description: 'Saves the predefined tags and whether only they may be used. Empty tags are ignored.',
        params: ZWorkspaceParams,
        body: ZConversationTagSettingsBody,
        response: { 200: ZConversationTagSettings },
      },
    },
    async (request) => {
      return updateTagSettings(regions, grantedWorkspace(request), request.body);
    },
  );

  app.get(
    `${all}/events`,
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/convos' } },
      schema: {
        tags,
        description:
          'Server-sent events: `change` with `{ conversationId }` whenever a conversation of the workspace gets a message or changes hands; `{}` when any may have changed.',
        params: ZWorkspaceParams,
      },
    },
    async (request, reply) => {
      const { region, uid } = request.params;
      let stop = () => {};
      const stream = openEventStream(request, reply, () => stop());
      const unwatch = app.accessRevocations.watch(grantedWorkspace(request), () => stream.end());
      // A client hears that something changed, never which conversation: it may not be one of its agents'.
      const named = grantedWorkspace(request).principal.kind !== 'client';
      const unlisten = conversationChanges.onWorkspace(region, uid, (conversationId) =>
        stream.send('change', conversationId && named ? { conversationId } : {}),
      );
      stop = () => {
        unwatch();
        unlisten();
      };
    },
  );

  app.get(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/convos' } },
      schema: {
        tags,
        description: 'The transcript; opening it marks the visitor’s messages read.',
        params: ZMemberConversationParams,
        response: { 200: ZTranscript },
      },
    },
    async (request) => {
      const { conversationId } = request.params;
      return getTranscript(regions, grantedWorkspace(request), conversationId, { markRead: true });
    },
  );

  app.patch(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'conversations.manage', clients: '/convos' } },
      schema: {
        tags,
        description:
          'Tags the conversation (only predefined tags when the organisation allows no others), or delegates it to a member (their email; null takes it back).',
        params: ZMemberConversationParams,
        body: ZUpdateConversationBody,
        response: { 200: ZConversationSummary },
      },
    },
    async (request) => {
      const { conversationId } = request.params;
      return updateConversation(deps, grantedWorkspace(request), conversationId, request.body);
    },
  );

  app.delete(
    one,
    {
      config: { access: { workspace: 'uid', permission: 'conversations.manage' } },
      schema: {
        tags,
        description: 'Deletes the conversation with its messages.',
        params: ZMemberConversationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { conversationId } = request.params;
      await deleteConversation(deps, grantedWorkspace(request), conversationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${one}/export`,
    {
      config: { access: { workspace: 'uid', permission: 'read', clients: '/convos' } },
      schema: {
        tags,
        description: 'The transcript as a file: `format=text` (default) or `json`.',
        params: ZMemberConversationParams,
        querystring: ZConversationExportQuery,
      },
    },
    async (request, reply) => {
      const { conversationId } = request.params;
      const access = grantedWorkspace(request);
      const transcript = await getTranscript(regions, access, conversationId, { markRead: false });
      const file = exportConversation(transcript, request.query.format);
      return reply
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .type(file.contentType)
        .send(file.body);
    },
  );

  for (const [action, on] of [
    ['take-over', true],
    ['return-to-ai', false],
  ] as const) {
    app.post(
      `${one}/${action}`,
      {
        config: { access: { workspace: 'uid', permission: 'conversations.manage', clients: '/convos' } },
        schema: {
          tags,
          description: on
            ? 'Take over: the AI stops answering this conversation until it is returned.'
            : 'Return to AI: the AI answers the visitor’s next messages again.',
          params: ZMemberConversationParams,
          response: { 200: ZConversationSummary },
        },
      },
      async (request) => {
        const { conversationId } = request.params;
        return setManualControl(deps, grantedWorkspace(request), conversationId, on);
      },
    );
  }

  app.post(
    `${one}/replies`,
    {
      config: { access: { workspace: 'uid', permission: 'conversations.manage', clients: '/convos' } },
      schema: {
        tags,
        description: 'A member’s reply in a conversation they took over.',
        params: ZMemberConversationParams,
        body: ZMemberReplyBody,
        response: { 201: ZTranscriptMessage },
      },
    },
    async (request, reply) => {
      const { conversationId } = request.params;
      const access = grantedWorkspace(request);
      return reply.status(201).send(await sendMemberReply(handoffDeps, access, conversationId, request.body.text));
    },
  );

  app.post(
    '/public/conversations/:conversationId/handoff',
    {
      config: { access: { visitor: 'conversationId' }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        description:
          'The visitor asks for a person: the workspace is told, and the chat waits for a member until the agent’s handoff timeout.',
        params: ZConversationParams,
        response: { 202: ZHandoffRequested },
      },
    },
    async (request, reply) => {
      const { region } = request.params;
      const conversation = grantedConversation(request);
      const agent = await agentOfConversation(regions, region, conversation);
      await requestHandoff(handoffDeps, region, conversation, agent);
      return reply.status(202).send({ requested: true });
    },
  );

  app.get(
    '/public/conversations/:conversationId/events',
    {
      config: {
        access: { visitor: 'conversationId' },
        rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['public'],
        description:
          'The visitor’s live stream (server-sent events): `message` with a member’s reply, `control` with `{ manualControl }` when a member takes the conversation over or returns it to the AI. Each `message` event’s id is the message’s id: reconnecting with `Last-Event-ID` (a message id from the stream or the history) first sends the replies stored after it and where the conversation stands.',
        params: ZConversationParams,
      },
    },
    async (request, reply) => {
      const { region } = request.params;
      const conversation = grantedConversation(request);
      let closed = false;
      let stop = () => {};
      const stream = openEventStream(request, reply, () => {
        closed = true;
        stop();
      });
      const unwatch = await watchVisitorConversation(
        deps,
        region,
        conversation,
        (event) =>
          event.type === 'message'
            ? stream.send('message', event.message, String(event.message.id))
            : stream.send('control', event),
        lastEventId(request.headers['last-event-id']),
      );
      // The visitor may have left while the watch was being set up.
      if (closed) unwatch();
      else stop = unwatch;
    },
  );
};

/** The message id a reconnecting visitor last saw; anything else is read as none. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
