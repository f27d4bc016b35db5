import {
  ZClientBillingSummary,
  ZClientCheckout,
  ZClientCreditPurchaseBody,
  ZClientMessage,
  ZClientPaymentMethodBody,
  ZClientPurchaseResult,
  ZClientSubscribeBody,
  ZClientTopUpBody,
  ZOrgAutoRechargeSettings,
  ZPaymentMethodView,
  ZSandboxCard,
  ZSandboxCardBody,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedClient } from '../../platform/auth/route-access.js';
import { resolveTenant } from '../../platform/tenancy/index.js';
import { cancelOrgSubscription } from './cancel-org-subscription.js';
import { createClientSandboxCard } from './create-client-sandbox-card.js';
import { getClientBilling } from './get-client-billing.js';
import { purchaseOrgCredits } from './purchase-org-credits.js';
import { saveClientAutoRecharge } from './save-client-auto-recharge.js';
import { saveClientPaymentMethod } from './save-client-payment-method.js';
import { subscribeOrgToPlan } from './subscribe-org-to-plan.js';
import { topUpOrgBalance } from './top-up-org-balance.js';

const tags = ['client billing'];
/** The signed-in client acts on its own organisation only: the organisation comes from its session. */
const config = { access: { client: true as const } };
/** The browser's key for one press of a pay button: a replayed request charges and credits once. */
const ZRequestKey = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** The client's Billing Dashboard (spec 002 §2.6, §7.2), on its agency's payment account; under /api/client. */
export const clientBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ regions: app.regions, payments: app.payments });

  app.get(
    '/billing',
    {
      config,
      schema: {
        tags,
        description:
          "Credits, the agency's plans, the subscription, the saved card, Auto-Recharge and the latest 4 invoices; 404 when the organisation's billing is off or its agency has no payment account connected.",
        response: { 200: ZClientBillingSummary },
      },
    },
    async (request) => getClientBilling(deps(), grantedClient(request)),
  );

  app.put(
    '/billing/payment-method',
    {
      config,
      schema: {
        tags,
        description: "Saves the card as the organisation's one card on its agency's payment account.",
        body: ZClientPaymentMethodBody,
        response: { 200: ZPaymentMethodView },
      },
    },
    async (request) => saveClientPaymentMethod(deps(), grantedClient(request), request.body.paymentMethodId),
  );

  app.post(
    '/billing/sandbox-card',
    {
      config,
      schema: {
        tags,
        description: "Test mode only: a test card number becomes a payment method on the agency's account.",
        body: ZSandboxCardBody,
        response: { 200: ZSandboxCard },
      },
    },
    async (request) => createClientSandboxCard(deps(), grantedClient(request), request.body),
  );

  app.post(
    '/billing/credits',
    {
      config,
      schema: {
        tags,
        description: "Purchase Credits: at least 1000 (less is raised to 1000), at the agency's price per credit.",
        headers: ZRequestKey,
        body: ZClientCreditPurchaseBody,
        response: { 200: ZClientPurchaseResult },
      },
    },
    async (request) =>
      purchaseOrgCredits(deps(), grantedClient(request), {
        credits: request.body.credits,
        requestKey: request.headers['idempotency-key'],
      }),
  );

  app.post(
    '/billing/top-up',
    {
      config,
      schema: {
        tags,
        description: "Top-up: at least 5 in the agency's currency, buying credits at the agency's price.",
        headers: ZRequestKey,
        body: ZClientTopUpBody,
        response: { 200: ZClientPurchaseResult },
      },
    },
    async (request) =>
      topUpOrgBalance(deps(), grantedClient(request), {
        amount: request.body.amount,
        requestKey: request.headers['idempotency-key'],
      }),
  );

  app.put(
    '/billing/auto-recharge',
    {
      config,
      schema: {
        tags,
        description: "The organisation's Auto-Recharge; switching it on is refused on the free plan.",
        body: ZOrgAutoRechargeSettings,
        response: { 200: ZOrgAutoRechargeSettings },
      },
    },
    async (request) => saveClientAutoRecharge(deps(), grantedClient(request), request.body),
  );

  app.post(
    '/billing/subscription',
    {
      config,
      schema: {
        tags,
        description:
          "Select Plan: a checkout page of the agency's payment account for one of its plans; the browser is sent to sessionUrl and comes back to returnPath with ?checkout=subscribed or canceled.",
        headers: ZRequestKey,
        body: ZClientSubscribeBody,
        response: { 200: ZClientCheckout },
      },
    },
    async (request) =>
      subscribeOrgToPlan(deps(), grantedClient(request), await resolveTenant(request), {
        planId: request.body.planId,
        returnPath: request.body.returnPath,
        requestKey: request.headers['idempotency-key'],
      }),
  );

  app.post(
    '/billing/subscription/cancel',
    {
      config,
      schema: {
        tags,
        description: 'Cancel Subscription: the plan ends at the end of the period already paid.',
        response: { 200: ZClientMessage },
      },
    },
    async (request) => cancelOrgSubscription(deps(), grantedClient(request)),
  );
};
