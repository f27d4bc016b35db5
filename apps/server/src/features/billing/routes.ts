import {
  ZApplyDiscountCodeBody,
  ZAutoRechargeSettings,
  ZBillingSummary,
  ZCancelSubscriptionBody,
  ZChangeAddonsBody,
  ZChangeAddonsResult,
  ZCheckDiscountCodeBody,
  ZConfirmPaymentBody,
  ZCreateSubscriptionBody,
  ZCreditPurchaseBody,
  ZDiscount,
  ZInvoiceList,
  ZPaymentMethodView,
  ZPaymentResult,
  ZSandboxAuthenticateBody,
  ZSandboxCard,
  ZSandboxCardBody,
  ZSavePaymentMethodBody,
  ZUsdTopUpBody,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedWorkspace, type RouteAccess } from '../../platform/auth/route-access.js';
import { notFound } from '../../platform/errors.js';
import { keepRawBody } from '../../platform/http/raw-body.js';
import { auditBy } from '../audit-log/index.js';
import { applyDiscountCode } from './apply-discount-code.js';
import { purchaseCredits, topUpUsd } from './buy-credits.js';
import { cancelSubscription } from './cancel-subscription.js';
import { changeAddons } from './change-addons.js';
import { requireDiscount } from './check-discount-code.js';
import { confirmPayment } from './confirm-payment.js';
import { createSubscription } from './create-subscription.js';
import { getBillingSummary } from './get-billing-summary.js';
import { listInvoices } from './list-invoices.js';
import { reactivateSubscription } from './reactivate-subscription.js';
import { receivePaymentsWebhook } from './receive-payments-webhook.js';
import { createSandboxCard } from './sandbox-card.js';
import { saveAutoRecharge } from './save-auto-recharge.js';
import { savePaymentMethod } from './save-payment-method.js';

const tags = ['billing'];
const base = '/workspaces/:uid/billing';
/** Spec 002 §6: billing is the owner's; a signed-in member acts, never a secret. */
const ownerOnly: RouteAccess = { workspace: 'uid', permission: 'billing.manage', principals: ['user'] };
const config = { access: ownerOnly };
const done = z.object({ ok: z.literal(true) });
const ZPaymentParams = ZWorkspaceParams.extend({ paymentId: z.string().min(1).max(200) });

/** The owner's billing (spec 002 §2.5, §7.1), registered under /api/:region. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    regions: app.regions,
    payments: app.payments,
    by: auditBy(request, grantedWorkspace(request)),
  });

  app.get(
    `${base}`,
    { config, schema: { tags, params: ZWorkspaceParams, response: { 200: ZBillingSummary } } },
    async (request) => getBillingSummary(deps(request), grantedWorkspace(request)),
  );

  app.post(
    `${base}/subscription`,
    {
      config,
      schema: { tags, params: ZWorkspaceParams, body: ZCreateSubscriptionBody, response: { 200: ZPaymentResult } },
    },
    async (request) => createSubscription(deps(request), grantedWorkspace(request), request.body),
  );

  app.post(
    `${base}/payments/confirm`,
    {
      config,
      schema: {
        tags,
        description: "After the browser's 3-D Secure step: the payment's outcome, for a subscription or a purchase.",
        params: ZWorkspaceParams,
        body: ZConfirmPaymentBody,
        response: { 200: ZPaymentResult },
      },
    },
    async (request) => confirmPayment(deps(request), grantedWorkspace(request), request.body.paymentId),
  );

  app.post(
    `${base}/subscription/addons`,
    {
      config,
      schema: { tags, params: ZWorkspaceParams, body: ZChangeAddonsBody, response: { 200: ZChangeAddonsResult } },
    },
    async (request) => changeAddons(deps(request), grantedWorkspace(request), request.body.quantities),
  );

  app.post(
    `${base}/subscription/cancel`,
    { config, schema: { tags, params: ZWorkspaceParams, body: ZCancelSubscriptionBody, response: { 200: done } } },
    async (request) => {
      await cancelSubscription(deps(request), grantedWorkspace(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/subscription/reactivate`,
    { config, schema: { tags, params: ZWorkspaceParams, response: { 200: done } } },
    async (request) => {
      await reactivateSubscription(deps(request), grantedWorkspace(request));
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/discount-codes/check`,
    {
      config,
      schema: {
        tags,
        params: ZWorkspaceParams,
        body: ZCheckDiscountCodeBody,
        response: { 200: z.object({ discount: ZDiscount }) },
      },
    },
    async (request) => {
      const provider = app.payments.provider(grantedWorkspace(request).region);
      return { discount: await requireDiscount(provider, request.body) };
    },
  );

  app.post(
    `${base}/subscription/discount-code`,
    {
      config,
      schema: {
        tags,
        description: 'A discount code for the running subscription, from its next invoice on.',
        params: ZWorkspaceParams,
        body: ZApplyDiscountCodeBody,
        response: { 200: z.object({ discount: ZDiscount }) },
      },
    },
    async (request) => applyDiscountCode(deps(request), grantedWorkspace(request), request.body.code),
  );

  app.put(
    `${base}/payment-method`,
    {
      config,
      schema: {
        tags,
        params: ZWorkspaceParams,
        body: ZSavePaymentMethodBody,
        response: { 200: ZPaymentMethodView },
      },
    },
    async (request) => savePaymentMethod(deps(request), grantedWorkspace(request), request.body.paymentMethodId),
  );

  app.post(
    `${base}/credits`,
    {
      config,
      schema: { tags, params: ZWorkspaceParams, body: ZCreditPurchaseBody, response: { 200: ZPaymentResult } },
    },
    async (request) => purchaseCredits(deps(request), grantedWorkspace(request), request.body.credits),
  );

  app.post(
    `${base}/top-up`,
    { config, schema: { tags, params: ZWorkspaceParams, body: ZUsdTopUpBody, response: { 200: ZPaymentResult } } },
    async (request) => topUpUsd(deps(request), grantedWorkspace(request), request.body.amount),
  );

  app.put(
    `${base}/auto-recharge`,
    {
      config,
      schema: {
        tags,
        description: 'The Automatic Recharge settings: not on the free plan, and only with a saved card.',
        params: ZWorkspaceParams,
        body: ZAutoRechargeSettings,
        response: { 200: ZAutoRechargeSettings },
      },
    },
    async (request) => saveAutoRecharge(deps(request), grantedWorkspace(request), request.body),
  );

  app.get(
    `${base}/invoices`,
    { config, schema: { tags, params: ZWorkspaceParams, response: { 200: ZInvoiceList } } },
    async (request) => listInvoices(deps(request), grantedWorkspace(request)),
  );

  app.post(
    `${base}/sandbox/payment-methods`,
    {
      config,
      schema: {
        tags,
        description: "Test mode only: a Stripe test card becomes a payment method (Stripe.js's step with Stripe).",
        params: ZWorkspaceParams,
        body: ZSandboxCardBody,
        response: { 200: ZSandboxCard },
      },
    },
    async (request) => createSandboxCard(deps(request), grantedWorkspace(request), request.body),
  );

  app.post(
    `${base}/sandbox/payments/:paymentId/authenticate`,
    {
      config,
      schema: {
        tags,
        description: "Test mode only: the 3-D Secure step's answer, then the payment's outcome.",
        params: ZPaymentParams,
        body: ZSandboxAuthenticateBody,
        response: { 200: ZPaymentResult },
      },
    },
    async (request) => {
      const access = grantedWorkspace(request);
      if (!app.payments.sandbox(access.region)) throw notFound();
      return confirmPayment(deps(request), access, request.params.paymentId, request.body.authenticated);
    },
  );
};

/** The payment service's webhook, registered under /api: one address for both regions. */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (scope) => {
    // The signature is over the bytes sent, never over a re-serialised body.
    keepRawBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/webhooks/payments',
      {
        config: {
          access: { public: 'payment service delivery: Stripe-Signature is checked on the raw body' },
          anyOrigin: true,
        },
        schema: { tags: ['public'], body: z.unknown(), response: { 200: done } },
      },
      async (request) => {
        await receivePaymentsWebhook(
          { regions: app.regions, payments: app.payments, log: request.log },
          request.rawBody,
          request.headers,
        );
        return { ok: true as const };
      },
    );
  });
};
