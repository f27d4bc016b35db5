import {
  ZAgentParams,
  ZConnectWaNumberBody,
  ZMemberConversationParams,
  ZWaConnectResult,
  ZWaConversationWindow,
  ZWaLegacyBody,
  ZWaLegacyResult,
  ZWaNumber,
  ZWaNumberParams,
  ZWaProviderNumber,
  ZWaSendTemplateBody,
  ZWaSignInBody,
  ZWaTemplate,
  ZWaTestMessageBody,
  ZWhatsappChannel,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedAgent, grantedWorkspace } from '../../../platform/auth/route-access.js';
import { keepRawBody } from '../../../platform/http/raw-body.js';
import { META_SIGNATURE_HEADER } from '../../../providers/meta/signature.js';
import { connectWhatsappNumber } from './connect-whatsapp-number.js';
import { listConversationTemplates, sendConversationTemplate } from './conversation-templates.js';
import { getConversationWindow } from './conversation-window.js';
import { createWhatsappTemplate } from './create-whatsapp-template.js';
import { getWhatsappChannel } from './get-whatsapp-channel.js';
import { listBusinessNumbers } from './list-business-numbers.js';
import { listWorkspaceWhatsappNumbers } from './list-workspace-whatsapp-numbers.js';
import { answerWhatsappHandshake, receiveWhatsappWebhook } from './receive-whatsapp-webhook.js';
import { removeWhatsappNumber } from './remove-whatsapp-number.js';
import { saveLegacyWhatsapp } from './save-legacy-whatsapp.js';
import { sendWhatsappTestMessage } from './send-whatsapp-test-message.js';
import { signInWithMeta } from './sign-in-with-meta.js';

const tags = ['channels'];
const base = '/v2/agents/:agentId/channels/whatsapp';
const conversation = '/workspaces/:uid/conversations/:conversationId/whatsapp';

/** The WhatsApp modal's calls, the integration list, the 24-hour window in Chats, and Meta's webhook. Under /api/:region. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    regions: app.regions,
    secretBox: app.secretBox,
    config: app.config,
    jobs: app.jobs,
    log: app.log,
  });

  app.get(
    base,
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZWhatsappChannel } },
    },
    async (request) => {
      return getWhatsappChannel(deps(), grantedAgent(request));
    },
  );

  app.post(
    `${base}/sign-in`,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: {
        tags,
        description:
          "'Continue With Meta': exchanges the sign-in code for the business's long-lived token (kept on the server) and/or notes the business account.",
        params: ZAgentParams,
        body: ZWaSignInBody,
        response: { 200: z.object({ hasToken: z.boolean(), wabaId: z.string().nullable() }) },
      },
    },
    async (request) => {
      return signInWithMeta(deps(), grantedAgent(request), request.body);
    },
  );

  app.get(
    `${base}/business-numbers`,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: { tags, params: ZAgentParams, response: { 200: z.object({ data: z.array(ZWaProviderNumber) }) } },
    },
    async (request) => {
      return { data: await listBusinessNumbers(deps(), grantedAgent(request)) };
    },
  );

  app.post(
    `${base}/numbers`,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: { tags, params: ZAgentParams, body: ZConnectWaNumberBody, response: { 200: ZWaConnectResult } },
    },
    async (request) => {
      return connectWhatsappNumber(deps(), grantedAgent(request), request.body);
    },
  );

  app.delete(
    `${base}/numbers/:phoneId`,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: { tags, params: ZWaNumberParams, response: { 200: z.object({ phoneId: z.string() }) } },
    },
    async (request) => {
      const { phoneId } = request.params;
      const access = grantedAgent(request);
      return removeWhatsappNumber({ ...deps(), log: request.log }, access, phoneId);
    },
  );

  app.post(
    `${base}/test-message`,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: {
        tags,
        params: ZAgentParams,
        body: ZWaTestMessageBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      return sendWhatsappTestMessage(deps(), grantedAgent(request), request.body);
    },
  );

  app.post(
    `${base}/templates`,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      // Checked by its schema in the operation, so that every fault reads 'Invalid template info'.
      schema: { tags, params: ZAgentParams, body: z.unknown() },
    },
    async (request) => {
      return createWhatsappTemplate(deps(), grantedAgent(request), request.body);
    },
  );

  app.post(
    `${base}/legacy`,
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: {
        tags,
        description:
          "Legacy Method 'Save and Run Test': saves the agent's own WhatsApp token and ids, then sends a test.",
        params: ZAgentParams,
        body: ZWaLegacyBody,
        response: { 200: ZWaLegacyResult },
      },
    },
    async (request) => {
      return saveLegacyWhatsapp(deps(), grantedAgent(request), request.body);
    },
  );

  app.get(
    '/workspaces/:uid/whatsapp-numbers',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags,
        params: ZWorkspaceParams,
        response: { 200: z.object({ numbers: z.array(ZWaNumber.extend({ agentName: z.string() })) }) },
      },
    },
    async (request) => {
      return listWorkspaceWhatsappNumbers(app.regions, grantedWorkspace(request));
    },
  );

  app.delete(
    '/workspaces/:uid/whatsapp-numbers/:phoneId',
    {
      config: { access: { workspace: 'uid', permission: 'channels.manage' } },
      schema: {
        tags,
        params: ZWorkspaceParams.extend({ phoneId: ZWaNumberParams.shape.phoneId }),
        response: { 200: z.object({ phoneId: z.string() }) },
      },
    },
    async (request) => {
      const { region, phoneId } = request.params;
      const access = grantedWorkspace(request);
      return removeWhatsappNumber({ ...deps(), log: request.log }, { region, workspaceUid: access.uid }, phoneId);
    },
  );

  app.get(
    conversation,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZMemberConversationParams, response: { 200: ZWaConversationWindow } },
    },
    async (request) => {
      const { conversationId } = request.params;
      return getConversationWindow(app.regions, grantedWorkspace(request), conversationId);
    },
  );

  app.get(
    `${conversation}/templates`,
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: {
        tags,
        params: ZMemberConversationParams,
        response: { 200: z.object({ templates: z.array(ZWaTemplate) }) },
      },
    },
    async (request) => {
      const { conversationId } = request.params;
      return listConversationTemplates(deps(), grantedWorkspace(request), conversationId);
    },
  );

  app.post(
    `${conversation}/templates`,
    {
      config: { access: { workspace: 'uid', permission: 'conversations.manage' } },
      schema: {
        tags,
        description: 'Sends an approved template where WhatsApp refuses free text (outside the 24-hour window).',
        params: ZMemberConversationParams,
        body: ZWaSendTemplateBody,
        response: { 200: z.object({ sent: z.string() }) },
      },
    },
    async (request) => {
      const { conversationId } = request.params;
      const access = grantedWorkspace(request);
      const sendDeps = { ...deps(), conversationChanges: app.conversationChanges };
      return sendConversationTemplate(sendDeps, access, conversationId, request.body);
    },
  );

  await app.register(async (scope) => {
    // Meta signs the bytes it sent: the signature is checked on them, not on a re-serialised body.
    keepRawBody(scope);
    const webhook = scope.withTypeProvider<ZodTypeProvider>();
    const path = '/agents/:agentId/wa-webhook';
    webhook.get(
      path,
      {
        config: {
          access: { public: 'Meta handshake: the verify token must be the agent id or the platform token' },
          anyOrigin: true,
        },
        schema: {
          tags: ['public'],
          description:
            "Meta's handshake: hub.challenge is echoed when hub.verify_token is the agent id (or the platform's).",
          params: ZAgentParams,
          querystring: z.object({
            'hub.mode': z.string().optional(),
            'hub.verify_token': z.string().optional(),
            'hub.challenge': z.string().optional(),
          }),
        },
      },
      async (request, reply) => {
        const { region, agentId } = request.params;
        const challenge = await answerWhatsappHandshake(app, region, agentId, request.query);
        return reply.type('text/plain').send(challenge);
      },
    );
    webhook.post(
      path,
      {
        // Meta calls this, proving itself with X-Hub-Signature-256, not with a cookie or origin.
        config: {
          access: { public: 'Meta delivery: X-Hub-Signature-256 is checked on the raw body' },
          anyOrigin: true,
        },
        schema: {
          tags: ['public'],
          description: "Meta delivers WhatsApp messages; X-Hub-Signature-256 must be the platform app secret's.",
          params: ZAgentParams,
          body: z.unknown(),
        },
      },
      async (request) => {
        const { region, agentId } = request.params;
        const signature = request.headers[META_SIGNATURE_HEADER];
        await receiveWhatsappWebhook(
          { regions: app.regions, inbox: app.inbox, config: app.config, log: request.log },
          region,
          agentId,
          request.rawBody,
          typeof signature === 'string' ? signature : undefined,
          request.body,
        );
        return { ok: true };
      },
    );
  });
};
