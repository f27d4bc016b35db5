import { type Currency, transactionFeeCents } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import type { orgSubscriptions } from '../../platform/db/schema/index.js';
import { hasWhitelabel } from '../agency-billing/index.js';
import { type ConnectedAccountEvent, grantOrgCredits } from '../billing/index.js';
import { recordOrgPayment } from '../org-billing/index.js';

type PaidInvoice = Extract<ConnectedAccountEvent, { invoiceId: string }>;

/**
 * A paid renewal of an organisation's plan: the plan's credits for the new period and the payment,
 * both keyed by the invoice, so an invoice told of again grants and records nothing more.
 */
export async function renewOrgPlan(
  db: Db,
  subscription: typeof orgSubscriptions.$inferSelect,
  invoice: PaidInvoice,
): Promise<void> {
  const { workspaceUid, orgId } = subscription;
  const whitelabel = await hasWhitelabel(db, workspaceUid);
  await db.transaction(async (tx) => {
    if (subscription.credits > 0) {
      await grantOrgCredits(tx, {
        workspaceUid,
        orgId,
        credits: subscription.credits,
        reason: 'plan',
        idempotencyKey: `org-plan-invoice:${invoice.invoiceId}`,
        logMessage: 'Plan renewal credits',
      });
    }
    await recordOrgPayment(tx, workspaceUid, orgId, {
      kind: 'plan',
      amountCents: invoice.amountPaidCents,
      currency: invoice.currency.toUpperCase() as Currency,
      creditsGranted: subscription.credits,
      platformFeeCents: transactionFeeCents(invoice.amountPaidCents, whitelabel),
      providerPaymentId: invoice.invoiceId,
    });
  });
}
