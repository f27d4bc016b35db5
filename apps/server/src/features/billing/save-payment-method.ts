import type { PaymentMethodView } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { workspaces } from '../../platform/db/schema/index.js';
import type { PaymentCard } from '../../providers/payments/index.js';
import { recordAudit, SYSTEM } from '../audit-log/index.js';
import { billingAccountOf } from './billing-account.js';
import type { BillingDeps } from './billing-deps.js';
import { liveSubscription } from './live-subscription.js';
import { withPayments } from './payments-errors.js';
import { billingAccounts } from './schema.js';

/**
 * Saves the card the browser's card form made as the one subscriptions and purchases are paid
 * with (the old one is removed); the workspace becomes a customer of the payment service the first
 * time, and takes the card's country as its own while it has no running plan.
 */
export async function savePaymentMethod(
  deps: BillingDeps,
  access: WorkspaceAccess,
  paymentMethodId: string,
): Promise<PaymentMethodView> {
  const db = deps.regions.db(access.region);
  const provider = deps.payments.provider(access.region);
  let account = await billingAccountOf(db, access.uid);
  if (!account) {
    const [workspace] = await db
      .select({ name: workspaces.workspaceName })
      .from(workspaces)
      .where(eq(workspaces.uid, access.uid));
    const email = access.principal.kind === 'user' ? access.principal.account.email : '';
    const customerId = await withPayments(() =>
      provider.ensureCustomer({ workspaceRef: `${access.region}:${access.uid}`, email, name: workspace?.name ?? '' }),
    );
    await db.insert(billingAccounts).values({ workspaceUid: access.uid, customerId }).onConflictDoNothing();
    account = await billingAccountOf(db, access.uid);
  }
  const customerId = account!.customerId;
  const card = await withPayments(() => provider.setDefaultPaymentMethod(customerId, paymentMethodId));
  await db.transaction(async (tx) => {
    // Tax and currency follow the card's country (spec 002 §9.1), but not under a running plan:
    // its prices stay in the currency it was bought in, and its invoices keep their tax rate.
    const country = card.country && !(await liveSubscription(tx, access.uid)) ? { countryCode: card.country } : {};
    await tx
      .update(billingAccounts)
      .set({
        ...country,
        cardId: card.id,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        updatedAt: new Date(),
      })
      .where(eq(billingAccounts.workspaceUid, access.uid));
    // The card's brand and last digits, as the billing page shows them: never its number.
    const detail = { brand: card.brand, last4: card.last4, previousLast4: account!.cardLast4 ?? null };
    const by = deps.by ?? SYSTEM;
    await recordAudit(tx, { workspaceUid: access.uid, action: 'billing.paymentMethodChanged', by, detail });
  });
  return cardView(card);
}

/** Spec 002 §3.12: what the payment method card reads. */
export const cardView = (card: Pick<PaymentCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>): PaymentMethodView => ({
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
});
