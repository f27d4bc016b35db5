import {
  ZAgentMetaPages,
  ZAgentParams,
  ZConnectMetaPageBody,
  ZExchangeMetaTokenBody,
  ZExchangeMetaTokenResult,
  ZMetaPage,
  ZMetaPageChoices,
  ZMetaPageParams,
  ZRegion,
  ZWorkspaceMetaPages,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount, requireWorkspace } from '../../../platform/auth/principals.js';
import { AppError } from '../../../platform/errors.js';
import { keepRawBody } from '../../../platform/http/raw-body.js';
import { createWebhookInbox } from '../../../platform/inbox/index.js';
import { META_SIGNATURE_HEADER, metaHandshakeChallenge } from '../../../providers/meta/signature.js';
import { requireAgent } from '../../agents/agent-access.js';
import { CHANNEL_MESSAGE_QUEUE } from '../answer-channel-message.js';
import { checkPageSubscriptions } from './check-page-subscriptions.js';
import { connectMetaPage } from './connect-meta-page.js';
import { exchangeMetaToken } from './exchange-meta-token.js';
import { listAgentMetaPages } from './list-agent-meta-pages.js';
import { listWorkspaceMetaPages } from './list-workspace-meta-pages.js';
import { receiveMetaWebhook } from './receive-meta-webhook.js';
import { removeMetaPage } from './remove-meta-page.js';

const tags = ['channels'];

/**
 * The Instagram and Messenger channels (Facebook pages): 'Continue With Meta', the page grid,
 * connecting and removing pages, the workspace's page list, and the Meta app's webhook.
 * Registered under /api/:region.
 */
export const metaPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ regions: app.regions, secretBox: app.secretBox, config: app.config });

  app.post(
    '/v2/meta/exchange-token',
    {
      schema: {
        tags,
        description: "exchangeMetaToken: the token of Meta's login becomes a long-lived one, kept on the user.",
        params: z.object({ region: ZRegion }),
        body: ZExchangeMetaTokenBody,
        response: { 200: ZExchangeMetaTokenResult },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      await exchangeMetaToken(deps(), account.id, request.body.token);
      return { stored: true as const };
    },
  );

  app.get(
    '/v2/agents/:agentId/meta-pages/choices',
    {
      schema: {
        tags,
        description: "checkPageSubscriptions: the signed-in user's pages, and which already answer through an agent.",
        params: ZAgentParams,
        response: { 200: ZMetaPageChoices },
      },
    },
    async (request) => {
      const { region, agentId } = request.params;
      const access = await requireAgent(request, region, agentId);
      const account = await requireAccount(request);
      return checkPageSubscriptions(deps(), access, account.id);
    },
  );

  app.get(
    '/v2/agents/:agentId/meta-pages',
    { schema: { tags, params: ZAgentParams, response: { 200: ZAgentMetaPages } } },
    async (request) => {
      const { region, agentId } = request.params;
      return { pages: await listAgentMetaPages(app.regions, await requireAgent(request, region, agentId)) };
    },
  );

  app.post(
    '/v2/agents/:agentId/meta-pages',
    {
      schema: {
        tags,
        description: "connectMetaPage: subscribes the page to the platform's webhook and connects it to the agent.",
        params: ZAgentParams,
        body: ZConnectMetaPageBody,
        response: { 200: ZMetaPage },
      },
    },
    async (request) => {
      const { region, agentId } = request.params;
      const access = await requireAgent(request, region, agentId);
      const account = await requireAccount(request);
      return connectMetaPage(deps(), access, account.id, request.body.selectedPage.pageId);
    },
  );

  app.delete(
    '/v2/agents/:agentId/meta-pages/:pageId',
    { schema: { tags, description: 'removeMetaPage: unsubscribes the page and forgets it.', params: ZMetaPageParams } },
    async (request, reply) => {
      const { region, agentId, pageId } = request.params;
      const access = await requireAgent(request, region, agentId);
      await removeMetaPage({ ...deps(), log: request.log }, access, pageId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/workspaces/:uid/meta-pages',
    { schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceMetaPages } } },
    async (request) => {
      const { region, uid } = request.params;
      return listWorkspaceMetaPages(app.regions, await requireWorkspace(request, region, uid));
    },
  );

  await app.register(async (scope) => {
    // Meta signs the bytes it sent: the signature is checked on them, not on a re-serialised body.
    keepRawBody(scope);
    const webhook = scope.withTypeProvider<ZodTypeProvider>();
    const inbox = createWebhookInbox(app, CHANNEL_MESSAGE_QUEUE);
    webhook.get(
      '/v2/meta-webhook',
      {
        config: { anyOrigin: true },
        schema: {
          tags: ['public'],
          description:
            "Meta's subscription handshake: hub.challenge is echoed when hub.verify_token is the platform's.",
          params: z.object({ region: ZRegion }),
          querystring: z.object({
            'hub.mode': z.string().optional(),
            'hub.verify_token': z.string().optional(),
            'hub.challenge': z.string().optional(),
          }),
        },
      },
      async (request, reply) => {
        const challenge = metaHandshakeChallenge(request.query, app.config.providers.meta.webhookVerifyToken);
        if (challenge === undefined) {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The verify token is not the platform’s.');
        }
        return reply.type('text/plain').send(challenge);
      },
    );
    webhook.post(
      '/v2/meta-webhook',
      {
        // Meta calls this, proving itself with X-Hub-Signature-256, not with a cookie or origin.
        config: { anyOrigin: true },
        schema: {
          tags: ['public'],
          description: "Meta delivers Messenger and Instagram messages; X-Hub-Signature-256 must be the app secret's.",
          params: z.object({ region: ZRegion }),
          body: z.unknown(),
        },
      },
      async (request) => {
        const signature = request.headers[META_SIGNATURE_HEADER];
        await receiveMetaWebhook(
          { regions: app.regions, inbox, config: app.config },
          request.rawBody,
          typeof signature === 'string' ? signature : undefined,
          request.body,
        );
        return { ok: true };
      },
    );
  });
};
