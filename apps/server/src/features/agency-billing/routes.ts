import {
  ZAgencyBilling,
  ZAgencyBillingSettingsBody,
  ZAgencyPlan,
  ZAgencyPlanInput,
  ZAgencyPlanParams,
  ZOnboardingLink,
  ZWorkspaceParams,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedWorkspace, type RouteAccess } from '../../platform/auth/route-access.js';
import { resolveTenant } from '../../platform/tenancy/index.js';
import { completeSandboxOnboarding } from './complete-sandbox-onboarding.js';
import { connectPaymentAccount } from './connect-payment-account.js';
import { createOnboardingLink } from './create-onboarding-link.js';
import { deleteAgencyPlan } from './delete-agency-plan.js';
import { getAgencyBilling } from './get-agency-billing.js';
import { saveAgencyPlan } from './save-agency-plan.js';
import { saveBillingSettings } from './save-billing-settings.js';

const tags = ['agency-billing'];
const base = '/workspaces/:uid/agency-billing';
/** Like the owner's billing: the workspace owner, signed in, never a secret. */
const ownerOnly: RouteAccess = { workspace: 'uid', permission: 'billing.manage', principals: ['user'] };
const config = { access: ownerOnly };
const ZPlanParams = ZWorkspaceParams.merge(ZAgencyPlanParams);
const ZSandboxOnboardingBody = z.object({ accountId: z.string().min(1).max(200) });

/** The Auto Billing tab of the agency settings (spec 001 §2, spec 002 §2.7), under /api/:region. */
export const agencyBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ regions: app.regions, payments: app.payments, log: app.log });
  const state = (request: Parameters<typeof grantedWorkspace>[0]) =>
    getAgencyBilling(deps(), grantedWorkspace(request));

  app.get(
    base,
    { config, schema: { tags, params: ZWorkspaceParams, response: { 200: ZAgencyBilling } } },
    async (request) => state(request),
  );

  app.post(
    `${base}/account`,
    {
      config,
      schema: {
        tags,
        description: "Connects the agency's payment account; it is pending until its onboarding is complete.",
        params: ZWorkspaceParams,
        response: { 200: ZAgencyBilling },
      },
    },
    async (request) => {
      await connectPaymentAccount(deps(), grantedWorkspace(request));
      return state(request);
    },
  );

  app.post(
    `${base}/account/onboarding-link`,
    {
      config,
      schema: {
        tags,
        description: "Where the agency fills in its payment account's details; the browser goes there.",
        params: ZWorkspaceParams,
        response: { 200: ZOnboardingLink },
      },
    },
    async (request) => createOnboardingLink(deps(), grantedWorkspace(request), await resolveTenant(request)),
  );

  app.post(
    `${base}/sandbox/onboarding/complete`,
    {
      config,
      schema: {
        tags,
        description: "Test mode only: the onboarding page's Complete button.",
        params: ZWorkspaceParams,
        body: ZSandboxOnboardingBody,
        response: { 200: ZAgencyBilling },
      },
    },
    async (request) => {
      await completeSandboxOnboarding(deps(), grantedWorkspace(request), request.body.accountId);
      return state(request);
    },
  );

  app.put(
    `${base}/settings`,
    {
      config,
      schema: {
        tags,
        description: 'The per-credit extra charge and the currency the agency bills its clients in.',
        params: ZWorkspaceParams,
        body: ZAgencyBillingSettingsBody,
        response: { 200: ZAgencyBilling },
      },
    },
    async (request) => {
      await saveBillingSettings(deps(), grantedWorkspace(request), request.body);
      return state(request);
    },
  );

  app.post(
    `${base}/plans`,
    {
      config,
      schema: { tags, params: ZWorkspaceParams, body: ZAgencyPlanInput, response: { 200: ZAgencyPlan } },
    },
    async (request) => saveAgencyPlan(deps(), grantedWorkspace(request), request.body),
  );

  app.put(
    `${base}/plans/:planId`,
    { config, schema: { tags, params: ZPlanParams, body: ZAgencyPlanInput, response: { 200: ZAgencyPlan } } },
    async (request) => saveAgencyPlan(deps(), grantedWorkspace(request), request.body, request.params.planId),
  );

  app.delete(
    `${base}/plans/:planId`,
    { config, schema: { tags, params: ZPlanParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await deleteAgencyPlan(deps(), grantedWorkspace(request), request.params.planId);
      return { ok: true as const };
    },
  );
};
