import { type Currency, formatMoney, fromCents, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { agencyPlans, type orgSubscriptions } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { ConnectedAccountEvent } from '../billing/index.js';
import { tellOrgClients } from '../notifications/index.js';
import type { ClientBillingDeps } from './client-billing-deps.js';

export const ORG_RENEWAL_FAILED_TITLE = 'Your plan could not be renewed';

type FailedInvoice = Extract<ConnectedAccountEvent, { invoiceId: string }>;

/**
 * A renewal of the organisation's plan was refused (the plan is now past due): its clients are
 * told in their bell and by email in the agency's name, once per invoice, though the payment
 * service retries the renewal and reports each refusal.
 */
export async function tellOrgRenewalFailed(
  deps: ClientBillingDeps & { jobs: Jobs },
  region: Region,
  subscription: typeof orgSubscriptions.$inferSelect,
  invoice: FailedInvoice,
): Promise<void> {
  const { workspaceUid, orgId } = subscription;
  const [plan] = await deps.regions
    .db(region)
    .select({ name: agencyPlans.name })
    .from(agencyPlans)
    .where(and(eq(agencyPlans.id, subscription.planId), eq(agencyPlans.workspaceUid, workspaceUid)));
  const planName = plan ? `${plan.name} plan` : 'plan';
  const amount = formatMoney(fromCents(invoice.amountDueCents), invoice.currency.toUpperCase() as Currency);
  await tellOrgClients(deps, region, {
    workspaceUid,
    orgId,
    source: 'failedCharge',
    title: ORG_RENEWAL_FAILED_TITLE,
    body: `We could not charge your card ${amount} to renew your ${planName}, so it is now past due. Update your payment method in Billing to keep your plan.`,
    urlPathname: '/',
    onceKey: `renewal-failed:${invoice.invoiceId}`,
  });
}
