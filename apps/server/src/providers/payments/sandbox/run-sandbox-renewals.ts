import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import {
  addInterval,
  applicationFeeOf,
  chargeCard,
  issueInvoice,
  setSubscription,
  settleInvoice,
  withPlanPrices,
} from './sandbox-billing.js';
import { sandboxNow } from './sandbox-clock.js';
import type { SandboxPaymentsProvider } from './sandbox-provider.js';
import { sandboxCustomers, sandboxPaymentMethods, sandboxSubscriptions } from './schema.js';

/**
 * Renews every subscription whose period has ended by `now` (the sandbox clock's time unless
 * given), as Stripe does at a period's end: a subscription set to cancel ends
 * (subscription.deleted); the others get an invoice for the next period, charged to the default
 * card off-session (invoice.paid, or invoice.payment_failed and past due). One still past due
 * when its next period comes ends, as Stripe's "cancel after all retries fail" setting does (the
 * sandbox makes no retries). Returns how many periods were renewed or ended.
 */
export async function runSandboxRenewals(sandbox: SandboxPaymentsProvider, now?: Date): Promise<number> {
  const { db, prices } = sandbox.deps;
  const at = now ?? (await sandboxNow(db));
  let handled = 0;
  for (;;) {
    // One period of one subscription per transaction, so a subscription far behind catches up period by period.
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(
          and(
            inArray(sandboxSubscriptions.status, ['active', 'past_due', 'trialing']),
            lte(sandboxSubscriptions.currentPeriodEnd, at),
          ),
        )
        .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return true;
      // Events carry the time the period ended: renewals run late (after a clock move) but happen at the period's end.
      const periodEnd = due.currentPeriodEnd;
      if (due.cancelAtPeriodEnd || due.status === 'past_due') {
        await setSubscription(tx, due, { status: 'canceled' }, periodEnd);
        return false;
      }
      const period = { start: periodEnd, end: addInterval(periodEnd, due.interval) };
      const renewed = await setSubscription(
        tx,
        due,
        { currentPeriodStart: period.start, currentPeriodEnd: period.end },
        periodEnd,
      );
      const catalogue = await withPlanPrices(tx, prices, renewed.items);
      const invoice = await issueInvoice(tx, catalogue, renewed, 'subscription_cycle', period, periodEnd);
      if (invoice.amountDueCents === 0) {
        await settleInvoice(tx, invoice, true, periodEnd);
        return false;
      }
      const [card] = await tx
        .select({ method: sandboxPaymentMethods })
        .from(sandboxCustomers)
        .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxCustomers.defaultPaymentMethodId))
        .where(eq(sandboxCustomers.id, due.customerId));
      const payment = card
        ? await chargeCard(
            tx,
            {
              customerId: due.customerId,
              method: card.method,
              amountCents: invoice.amountDueCents,
              currency: invoice.currency,
              description: 'Subscription update',
              offSession: true,
              invoiceId: invoice.id,
              ...applicationFeeOf(invoice.amountDueCents, due.applicationFeePercent),
            },
            periodEnd,
          )
        : undefined;
      await settleInvoice(tx, invoice, payment?.status === 'succeeded', periodEnd);
      return false;
    });
    if (done) break;
    handled += 1;
  }
  await sandbox.deliverPendingEvents();
  return handled;
}
