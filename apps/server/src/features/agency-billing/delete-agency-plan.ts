import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { withPayments } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { requireConnectedRow } from './payment-account-row.js';
import { findPlan } from './save-agency-plan.js';
import { agencyPlans } from './schema.js';

/** Removes a plan: archived on the agency's account (its subscribers keep it), then deleted here. */
export async function deleteAgencyPlan(deps: AgencyBillingDeps, access: WorkspaceAccess, planId: string) {
  const db = deps.regions.db(access.region);
  const plan = await findPlan(db, access.uid, planId);
  const { providerAccountId } = await requireConnectedRow(db, access.uid);
  await withPayments(() =>
    deps.payments
      .provider(access.region)
      .archivePlan(providerAccountId, { productId: plan.productId, priceId: plan.priceId }),
  );
  await db.delete(agencyPlans).where(and(eq(agencyPlans.id, planId), eq(agencyPlans.workspaceUid, access.uid)));
}
