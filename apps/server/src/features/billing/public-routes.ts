import {
  ZAgentParams,
  ZAgentUsage,
  ZCheckCredits,
  ZCheckCreditsQuery,
  ZOwnerParams,
  ZSandboxCardBody,
  ZSandboxCheckout,
  ZSandboxCheckoutAuthenticateBody,
  ZSandboxCheckoutOutcome,
  ZSandboxCheckoutParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCredits } from './check-credits.js';
import { getAgentUsage } from './get-agent-usage.js';
import { authenticateSandboxCheckout, paySandboxCheckout, viewSandboxCheckout } from './sandbox-checkout.js';

const tags = ['public'];

/** The widget's usage gate and Test mode's checkout page, registered under /api/:region; no credentials, no secrets in answers. */
export const publicBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public routes are called by widgets on any site: limited per client address.
  const rateLimit = { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' };
  app.get(
    '/public/users/:ownerId/check-credits',
    {
      config: { access: { public: 'the widget usage gate: answers only whether credits remain' }, rateLimit },
      schema: { tags, params: ZOwnerParams, querystring: ZCheckCreditsQuery, response: { 200: ZCheckCredits } },
    },
    async (request) => checkCredits(app.regions, request.params.region, request.params.ownerId, request.query.agentId),
  );

  app.get(
    '/v2/public/agents/:agentId/usage',
    {
      config: {
        access: { public: 'the widget usage gate of an agent: answers only its usage against its limits' },
        rateLimit,
      },
      schema: { tags, params: ZAgentParams, response: { 200: ZAgentUsage } },
    },
    async (request) => getAgentUsage(app.regions, request.params.region, request.params.agentId),
  );

  // Test mode's hosted checkout page: whoever has the session's link pays, as with Stripe's.
  const checkout = { public: "Test mode's checkout page: the session id in its link is the payer's key" } as const;
  const deps = () => ({ regions: app.regions, payments: app.payments });
  app.get(
    '/public/test-mode/checkout/:sessionId',
    {
      config: { access: checkout, rateLimit },
      schema: {
        tags,
        description: 'Test mode only: the plan, its monthly price and where Back leads.',
        params: ZSandboxCheckoutParams,
        response: { 200: ZSandboxCheckout },
      },
    },
    async (request) => viewSandboxCheckout(deps(), request.params.region, request.params.sessionId),
  );

  app.post(
    '/public/test-mode/checkout/:sessionId/pay',
    {
      config: { access: checkout, rateLimit },
      schema: {
        tags,
        description:
          'Test mode only: pays the checkout with a test card number (4242 pays, 0002 is declined, 3155 asks for 3-D Secure).',
        params: ZSandboxCheckoutParams,
        body: ZSandboxCardBody,
        response: { 200: ZSandboxCheckoutOutcome },
      },
    },
    async (request) => paySandboxCheckout(deps(), request.params.region, request.params.sessionId, request.body),
  );

  app.post(
    '/public/test-mode/checkout/:sessionId/authenticate',
    {
      config: { access: checkout, rateLimit },
      schema: {
        tags,
        description: "Test mode only: the checkout card's 3-D Secure step, passed or failed.",
        params: ZSandboxCheckoutParams,
        body: ZSandboxCheckoutAuthenticateBody,
        response: { 200: ZSandboxCheckoutOutcome },
      },
    },
    async (request) =>
      authenticateSandboxCheckout(deps(), request.params.region, request.params.sessionId, request.body),
  );
};
