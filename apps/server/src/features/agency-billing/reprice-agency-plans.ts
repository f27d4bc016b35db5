import type { Currency } from '@agent-platform/core';
import { and, eq, ne } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { withPayments } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { agencyPlans } from './schema.js';

/**
 * Gives each of the agency's plans not yet in `currency` a price in it, of the same amount, on
 * its account (the provider archives the old price; subscriptions to it go on as they were).
 * One plan at a time, its row after its price: run again after a failure, it takes up the rest.
 */
export async function repriceAgencyPlans(
  deps: AgencyBillingDeps,
  access: WorkspaceAccess,
  accountId: string,
  currency: Currency,
): Promise<void> {
  const db = deps.regions.db(access.region);
  const stale = await db
    .select()
    .from(agencyPlans)
    .where(and(eq(agencyPlans.workspaceUid, access.uid), ne(agencyPlans.currency, currency)));
  for (const plan of stale) {
    const saved = await withPayments(() =>
      deps.payments.provider(access.region).savePlan(accountId, {
        existing: { productId: plan.productId, priceId: plan.priceId },
        name: plan.name,
        unitAmountCents: Math.round(plan.price * 100),
        currency: currency.toLowerCase(),
        planRef: plan.id,
      }),
    );
    await db
      .update(agencyPlans)
      .set({ priceId: saved.priceId, productId: saved.productId, currency })
      .where(and(eq(agencyPlans.id, plan.id), eq(agencyPlans.workspaceUid, access.uid)));
  }
}
