import {
  AGENCY_PLAN_NOT_FOUND_MESSAGE,
  AGENCY_PLANS_MAX,
  AGENCY_PLANS_MAX_MESSAGE,
  type AgencyPlan,
  type AgencyPlanInput,
} from '@agent-platform/core';
import { and, count, eq, max, ne } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db, Tx } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { withPayments } from '../billing/index.js';
import type { AgencyBillingDeps } from './agency-billing-deps.js';
import { requireWhitelabel } from './has-whitelabel.js';
import { requireConnectedRow } from './payment-account-row.js';
import { agencyPlans } from './schema.js';
import { toAgencyPlan } from './to-agency-plan.js';

/**
 * Adds a plan (planId absent) or edits one: its product and monthly price on the agency's account
 * first, then the row. The account row is locked while the plans are counted, so two quick adds
 * never make a sixth plan.
 */
export async function saveAgencyPlan(
  deps: AgencyBillingDeps,
  access: WorkspaceAccess,
  input: AgencyPlanInput,
  planId?: string,
): Promise<AgencyPlan> {
  const db = deps.regions.db(access.region);
  await requireWhitelabel(db, access.uid);
  const { providerAccountId, currency } = await requireConnectedRow(db, access.uid);
  const existing = planId ? await findPlan(db, access.uid, planId) : undefined;
  if (!existing) await refuseAboveMax(db, access.uid);
  const id = existing?.id ?? randomId(16);
  const saved = await withPayments(() =>
    deps.payments.provider(access.region).savePlan(providerAccountId, {
      ...(existing ? { existing: { productId: existing.productId, priceId: existing.priceId } } : {}),
      name: input.name,
      unitAmountCents: Math.round(input.price * 100),
      currency: currency.toLowerCase(),
      planRef: id,
    }),
  );
  const row = await db
    .transaction(async (tx) => {
      await requireConnectedRow(tx, access.uid, true);
      const values = {
        productId: saved.productId,
        priceId: saved.priceId,
        name: input.name,
        price: input.price,
        currency,
        credits: input.credits,
        features: input.features,
        isPopular: input.isPopular,
        limits: input.limits,
      };
      let written: typeof agencyPlans.$inferSelect | undefined;
      if (existing) {
        [written] = await tx
          .update(agencyPlans)
          .set(values)
          .where(and(eq(agencyPlans.id, id), eq(agencyPlans.workspaceUid, access.uid)))
          .returning();
        if (!written) throw new AppError('NOT_FOUND', AGENCY_PLAN_NOT_FOUND_MESSAGE);
      } else {
        await refuseAboveMax(tx, access.uid);
        const [last] = await tx
          .select({ position: max(agencyPlans.position) })
          .from(agencyPlans)
          .where(eq(agencyPlans.workspaceUid, access.uid));
        [written] = await tx
          .insert(agencyPlans)
          .values({ id, workspaceUid: access.uid, ...values, position: (last?.position ?? -1) + 1 })
          .returning();
      }
      // One plan carries the 'Most Popular' badge at a time.
      if (input.isPopular) {
        await tx
          .update(agencyPlans)
          .set({ isPopular: false })
          .where(and(eq(agencyPlans.workspaceUid, access.uid), ne(agencyPlans.id, id)));
      }
      return written!;
    })
    .catch(async (error: unknown) => {
      // A new plan whose row was not written (a sixth plan of a race, a failed write) must not stay
      // buyable on the account: its product and price are archived.
      if (!existing) {
        await deps.payments
          .provider(access.region)
          .archivePlan(providerAccountId, saved)
          .catch((cause: unknown) =>
            deps.log?.error({ err: cause, planRef: id }, 'an unsaved plan could not be archived'),
          );
      }
      throw error;
    });
  return toAgencyPlan(row);
}

export async function findPlan(db: Db | Tx, workspaceUid: string, planId: string) {
  const [row] = await db
    .select()
    .from(agencyPlans)
    .where(and(eq(agencyPlans.id, planId), eq(agencyPlans.workspaceUid, workspaceUid)));
  if (!row) throw new AppError('NOT_FOUND', AGENCY_PLAN_NOT_FOUND_MESSAGE);
  return row;
}

async function refuseAboveMax(db: Db | Tx, workspaceUid: string) {
  const [plans] = await db.select({ n: count() }).from(agencyPlans).where(eq(agencyPlans.workspaceUid, workspaceUid));
  if ((plans?.n ?? 0) >= AGENCY_PLANS_MAX) throw new AppError('LIMIT_REACHED', AGENCY_PLANS_MAX_MESSAGE);
}
