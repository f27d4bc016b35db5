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
import { requireWorkspace } from '../../../platform/auth/principals.js';
import { keepRawBody } from '../../../platform/http/raw-body.js';
import { createWebhookInbox } from '../../../platform/inbox/index.js';
import { META_SIGNATURE_HEADER } from '../../../providers/meta/signature.js';
import { requireAgent } from '../../agents/agent-access.js';
import { CHANNEL_MESSAGE_QUEUE } from '../answer-channel-message.js';
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
  const deps = () => ({ regions: app.regions, secretBox: app.secretBox, config: app.config });

  app.get(base, { schema: { tags, params: ZAgentParams, response: { 200: ZWhatsappChannel } } }, async (request) => {
    const { region, agentId } = request.params;
    return getWhatsappChannel(deps(), await requireAgent(request, region, agentId));
  });

  app.post(
    `${base}/sign-in`,
    {
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
      const { region, agentId } = request.params;
      return signInWithMeta(deps(), await requireAgent(request, region, agentId), request.body);
    },
  );

  app.get(
    `${base}/business-numbers`,
    { schema: { tags, params: ZAgentParams, response: { 200: z.object({ data: z.array(ZWaProviderNumber) }) } } },
    async (request) => {
      const { region, agentId } = request.params;
      return { data: await listBusinessNumbers(deps(), await requireAgent(request, region, agentId)) };
    },
  );

  app.post(
    `${base}/numbers`,
    { schema: { tags, params: ZAgentParams, body: ZConnectWaNumberBody, response: { 200: ZWaConnectResult } } },
    async (request) => {
      const { region, agentId } = request.params;
      return connectWhatsappNumber(deps(), await requireAgent(request, region, agentId), request.body);
    },
  );

  app.delete(
    `${base}/numbers/:phoneId`,
    { schema: { tags, params: ZWaNumberParams, response: { 200: z.object({ phoneId: z.string() }) } } },
    async (request) => {
      const { region, agentId, phoneId } = request.params;
      const access = await requireAgent(request, region, agentId);
      return removeWhatsappNumber({ ...deps(), log: request.log }, access, phoneId);
    },
  );

  app.post(
    `${base}/test-message`,
    {
      schema: {
        tags,
        params: ZAgentParams,
        body: ZWaTestMessageBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { region, agentId } = request.params;
      return sendWhatsappTestMessage(deps(), await requireAgent(request, region, agentId), request.body);
    },
  );

  app.post(
    `${base}/templates`,
    {
      // Checked by its schema in the operation, so that every fault reads 'Invalid template info'.
      schema: { tags, params: ZAgentParams, body: z.unknown() },
    },
    async (request) => {
      const { region, agentId } = request.params;
      return createWhatsappTemplate(deps(), await requireAgent(request, region, agentId), request.body);
    },
  );

  app.post(
    `${base}/legacy`,
    {
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
      const { region, agentId } = request.params;
      return saveLegacyWhatsapp(deps(), await requireAgent(request, region, agentId), request.body);
    },
  );

  app.get(
    '/workspaces/:uid/whatsapp-numbers',
    {
      schema: {
        tags,
        params: ZWorkspaceParams,
        response: { 200: z.object({ numbers: z.array(ZWaNumber.extend({ agentName: z.string() })) }) },
      },
    },
    async (request) => {
      const { region, uid } = request.params;
      return listWorkspaceWhatsappNumbers(app.regions, await requireWorkspace(request, region, uid));
    },
  );

  app.delete(
    '/workspaces/:uid/whatsapp-numbers/:phoneId',
    {
      schema: {
        tags,
        params: ZWorkspaceParams.extend({ phoneId: ZWaNumberParams.shape.phoneId }),
        response: { 200: z.object({ phoneId: z.string() }) },
      },
    },
    async (request) => {
      const { region, uid, phoneId } = request.params;
      const access = await requireWorkspace(request, region, uid);
      return removeWhatsappNumber({ ...deps(), log: request.log }, { region, workspaceUid: access.uid }, phoneId);
    },
  );

  app.get(
    conversation,
    { schema: { tags, params: ZMemberConversationParams, response: { 200: ZWaConversationWindow } } },
    async (request) => {
      const { region, uid, conversationId } = request.params;
      return getConversationWindow(app.regions, await requireWorkspace(request, region, uid), conversationId);
    },
  );

  app.get(
    `${conversation}/templates`,
    {
      schema: {
        tags,
        params: ZMemberConversationParams,
        response: { 200: z.object({ templates: z.array(ZWaTemplate) }) },
      },
    },
    async (request) => {
      const { region, uid, conversationId } = request.params;
      return listConversationTemplates(deps(), await requireWorkspace(request, region, uid), conversationId);
    },
  );

  app.post(
    `${conversation}/templates`,
    {
      schema: {
        tags,
        description: 'Sends an approved template where WhatsApp refuses free text (outside the 24-hour window).',
        params: ZMemberConversationParams,
        body: ZWaSendTemplateBody,
        response: { 200: z.object({ sent: z.string() }) },
      },
    },
    async (request) => {
      const { region, uid, conversationId } = request.params;
      const access = await requireWorkspace(request, region, uid);
      const sendDeps = { ...deps(), conversationChanges: app.conversationChanges };
      return sendConversationTemplate(sendDeps, access, conversationId, request.body);
    },
  );

  await app.register(async (scope) => {
    // Meta signs the bytes it sent: the signature is checked on them, not on a re-serialised body.
    keepRawBody(scope);
    const webhook = scope.withTypeProvider<ZodTypeProvider>();
    const inbox = createWebhookInbox(app, CHANNEL_MESSAGE_QUEUE);
    const path = '/agents/:agentId/wa-webhook';
    webhook.get(
      path,
      {
        config: { anyOrigin: true },
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
        config: { anyOrigin: true },
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
          { regions: app.regions, inbox, config: app.config, log: request.log },
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
