import {
  CLIENT_ALREADY_SUBSCRIBED,
  CLIENT_CHECKOUT_PARAM,
  CLIENT_PLAN_NOT_FOUND,
  type ClientCheckoutResult,
  transactionFeePercent,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { agencyPlans, orgSubscriptions } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { dashboardLink, type Tenant } from '../../platform/tenancy/index.js';
import { withPayments } from '../billing/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';
import { findClientBilling } from './find-client-billing.js';

/**
 * Select Plan (spec 002 §2.6, §7.2): a checkout page of the agency's payment account for one of its
 * plans, the platform keeping its percent of each invoice; the browser is sent there and comes back
 * to the dashboard. The organisation's subscription and credits come from `checkout.completed`
 * (fulfil-org-checkout.ts), never from the way back.
 */
export async function subscribeOrgToPlan(
  deps: ClientBillingDeps,
  access: ClientAccess,
  tenant: Tenant,
  input: { planId: string; returnPath?: string | undefined; requestKey?: string | undefined },
): Promise<{ sessionUrl: string }> {
  const billing = await findClientBilling(deps, access);
  const { db, org, provider, account } = billing;
  const [plan] = await db
    .select()
    .from(agencyPlans)
    .where(and(eq(agencyPlans.id, input.planId), eq(agencyPlans.workspaceUid, access.workspaceUid)));
  if (!plan) throw new AppError('NOT_FOUND', CLIENT_PLAN_NOT_FOUND);
  const [current] = await db.select().from(orgSubscriptions).where(eq(orgSubscriptions.orgId, org.id));
  if (current && ['active', 'trialing', 'past_due'].includes(current.status))
    throw new AppError('ALREADY_SUBSCRIBED', CLIENT_ALREADY_SUBSCRIBED);
  const customerId = await billing.customerId();
  const whitelabel = await billing.hasWhitelabel();
  const back = (result: ClientCheckoutResult) => {
    const url = new URL(dashboardLink(tenant, input.returnPath ?? '/'));
    url.searchParams.set(CLIENT_CHECKOUT_PARAM, result);
    return url.toString();
  };
  const checkout = await withPayments(() =>
    provider.createSubscriptionCheckout({
      customerId,
      account: { ...account, applicationFeePercent: transactionFeePercent(whitelabel) },
      items: [{ priceKey: plan.priceId, quantity: 1 }],
      successUrl: back('subscribed'),
      cancelUrl: back('canceled'),
      metadata: { orgId: org.id, planId: plan.id },
      idempotencyKey: `org-checkout:${org.id}:${input.requestKey ?? randomId(20)}`,
    }),
  );
  return { sessionUrl: checkout.url };
}
