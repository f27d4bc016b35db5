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
import { grantedAccount, grantedAgent, grantedWorkspace } from '../../../platform/auth/route-access.js';
import { AppError } from '../../../platform/errors.js';
import { keepRawBody } from '../../../platform/http/raw-body.js';
import { META_SIGNATURE_HEADER, metaHandshakeChallenge } from '../../../providers/meta/signature.js';
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
  const deps = () => ({
    regions: app.regions,
    secretBox: app.secretBox,
    config: app.config,
    jobs: app.jobs,
    log: app.log,
  });

  app.post(
    '/v2/meta/exchange-token',
    {
      config: { access: { account: true } },
      schema: {
        tags,
        description: "exchangeMetaToken: the token of Meta's login becomes a long-lived one, kept on the user.",
        params: z.object({ region: ZRegion }),
        body: ZExchangeMetaTokenBody,
        response: { 200: ZExchangeMetaTokenResult },
      },
    },
    async (request) => {
      const account = grantedAccount(request);
      await exchangeMetaToken(deps(), account.id, request.body.token);
      return { stored: true as const };
    },
  );

  app.get(
    '/v2/agents/:agentId/meta-pages/choices',
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage', principals: ['user'] } },
      schema: {
        tags,
        description: "checkPageSubscriptions: the signed-in user's pages, and which already answer through an agent.",
        params: ZAgentParams,
        response: { 200: ZMetaPageChoices },
      },
    },
    async (request) => {
      const access = grantedAgent(request);
      const account = grantedAccount(request);
      return checkPageSubscriptions(deps(), access, account.id);
    },
  );

  app.get(
    '/v2/agents/:agentId/meta-pages',
    {
      config: { access: { agent: 'agentId', permission: 'read' } },
      schema: { tags, params: ZAgentParams, response: { 200: ZAgentMetaPages } },
    },
    async (request) => {
      return { pages: await listAgentMetaPages(app.regions, grantedAgent(request)) };
    },
  );

  app.post(
    '/v2/agents/:agentId/meta-pages',
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage', principals: ['user'] } },
      schema: {
        tags,
        description: "connectMetaPage: subscribes the page to the platform's webhook and connects it to the agent.",
        params: ZAgentParams,
        body: ZConnectMetaPageBody,
        response: { 200: ZMetaPage },
      },
    },
    async (request) => {
      const access = grantedAgent(request);
      const account = grantedAccount(request);
      return connectMetaPage(deps(), access, account.id, request.body.selectedPage.pageId);
    },
  );

  app.delete(
    '/v2/agents/:agentId/meta-pages/:pageId',
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: { tags, description: 'removeMetaPage: unsubscribes the page and forgets it.', params: ZMetaPageParams },
    },
    async (request, reply) => {
      const { pageId } = request.params;
      const access = grantedAgent(request);
      await removeMetaPage({ ...deps(), log: request.log }, access, pageId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/workspaces/:uid/meta-pages',
    {
      config: { access: { workspace: 'uid', permission: 'read' } },
      schema: { tags, params: ZWorkspaceParams, response: { 200: ZWorkspaceMetaPages } },
    },
    async (request) => {
      return listWorkspaceMetaPages(app.regions, grantedWorkspace(request));
    },
  );

  await app.register(async (scope) => {
    // Meta signs the bytes it sent: the signature is checked on them, not on a re-serialised body.
    keepRawBody(scope);
    const webhook = scope.withTypeProvider<ZodTypeProvider>();
    webhook.get(
      '/v2/meta-webhook',
      {
        config: {
          access: { public: 'Meta subscription handshake: the verify token must be the platform token' },
          anyOrigin: true,
        },
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
        config: {
          access: { public: 'Meta delivery: X-Hub-Signature-256 is checked on the raw body' },
          anyOrigin: true,
        },
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
          { regions: app.regions, inbox: app.inbox, config: app.config },
          request.rawBody,
          typeof signature === 'string' ? signature : undefined,
          request.body,
        );
        return { ok: true };
      },
    );
  });
};
