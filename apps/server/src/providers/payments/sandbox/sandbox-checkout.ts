import { and, eq } from 'drizzle-orm';
import { PaymentsError, type SubscriptionCheckout, type SubscriptionCheckoutRequest } from '../payments-provider.js';
import { pricedItems, sandboxId, withPlanPrices } from './sandbox-billing.js';
import { sandboxNow } from './sandbox-clock.js';
import { recordSandboxEvent } from './sandbox-events.js';
import type { SandboxPaymentsProvider } from './sandbox-provider.js';
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPayments,
  sandboxPlanPrices,
} from './schema.js';

/** Test mode's hosted checkout page: a page of the product, on the host the client comes back to (apps/web). */
export const SANDBOX_CHECKOUT_PATH = '/test-mode/checkout';

/** What the checkout page shows: the plan, its monthly price, and where Back leads. */
export interface SandboxCheckoutView {
  sessionId: string;
  status: 'open' | 'complete';
  productName: string;
  amountCents: number;
  currency: string;
  cancelUrl: string;
}

/** Where the page goes after Pay: back to the product, or the card's 3-D Secure step first. */
export type SandboxCheckoutOutcome =
  | { status: 'complete'; redirectUrl: string }
  | { status: 'requires_action'; paymentId: string };

/** A checkout session on the agency's account; the same idempotency key gives the same session. */
export async function createSandboxCheckout(
  sandbox: SandboxPaymentsProvider,
  request: SubscriptionCheckoutRequest,
): Promise<SubscriptionCheckout> {
  const { db, prices } = sandbox.deps;
  const accountId = request.account.accountId;
  // Stripe checks the customer and the prices when the session is made, not when it is paid.
  const [customer] = await db
    .select({ id: sandboxCustomers.id })
    .from(sandboxCustomers)
    .where(and(eq(sandboxCustomers.id, request.customerId), eq(sandboxCustomers.account, accountId)));
  if (!customer) throw new PaymentsError('NOT_FOUND', 'No such customer.');
  pricedItems(await withPlanPrices(db, prices, request.items), request.items);
  await db
    .insert(sandboxCheckoutSessions)
    .values({
      id: sandboxId('cs'),
      customerId: request.customerId,
      account: accountId,
      items: request.items,
      applicationFeePercent: request.account.applicationFeePercent,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      metadata: request.metadata,
      idempotencyKey: request.idempotencyKey,
      createdAt: await sandboxNow(db),
    })
    .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey });
  const [session] = await db
    .select({ id: sandboxCheckoutSessions.id })
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.idempotencyKey, request.idempotencyKey));
  const url = new URL(SANDBOX_CHECKOUT_PATH, request.successUrl);
  url.searchParams.set('session', session!.id);
  if (sandbox.deps.region) url.searchParams.set('region', sandbox.deps.region);
  return { sessionId: session!.id, url: url.toString() };
}

/** The session as the checkout page shows it. */
export async function viewSandboxCheckout(
  sandbox: SandboxPaymentsProvider,
  sessionId: string,
): Promise<SandboxCheckoutView> {
  const session = await requireSession(sandbox, sessionId);
  const { db, prices } = sandbox.deps;
  const priced = pricedItems(await withPlanPrices(db, prices, session.items), session.items);
  const [plan] = await db
    .select({ name: sandboxPlanPrices.productName })
    .from(sandboxPlanPrices)
    .where(eq(sandboxPlanPrices.id, session.items[0]!.priceKey));
  return {
    sessionId: session.id,
    status: session.status,
    productName: plan?.name ?? 'Subscription',
    amountCents: priced.subtotalCents,
    currency: priced.currency,
    cancelUrl: session.cancelUrl,
  };
}

/**
 * Pay on the checkout page with a test card made by createSandboxPaymentMethod: the card becomes
 * the customer's, the subscription is created and its first invoice charged. A refused card
 * throws CARD_DECLINED and the page stays open for another card, as Stripe's does.
 */
export async function paySandboxCheckout(
  sandbox: SandboxPaymentsProvider,
  sessionId: string,
  paymentMethodId: string,
): Promise<SandboxCheckoutOutcome> {
  const session = await requireSession(sandbox, sessionId);
  if (session.status === 'complete') return { status: 'complete', redirectUrl: session.successUrl };
  const account = { accountId: session.account };
  await sandbox.setDefaultPaymentMethod(session.customerId, paymentMethodId, account);
  const created = await sandbox.createSubscription({
    customerId: session.customerId,
    account: { ...account, applicationFeePercent: session.applicationFeePercent },
    items: session.items,
    // One attempt per card: a card refused, another tried, is a new subscription (the refused one stays incomplete).
    idempotencyKey: `checkout:${session.id}:${paymentMethodId}`,
  });
  await sandbox.deps.db
    .update(sandboxCheckoutSessions)
    .set({ subscriptionId: created.subscriptionId })
    .where(eq(sandboxCheckoutSessions.id, session.id));
  const payment = created.latestPayment;
  if (payment?.status === 'requires_action') return { status: 'requires_action', paymentId: payment.id };
  if (payment && payment.status !== 'succeeded') {
    throw new PaymentsError('CARD_DECLINED', payment.failureMessage ?? 'Your card was declined.');
  }
  return completeSandboxCheckout(sandbox, session.id);
}

/** The checkout page's 3-D Secure step, passed or failed, for the payment Pay left waiting. */
export async function authenticateSandboxCheckout(
  sandbox: SandboxPaymentsProvider,
  sessionId: string,
  paymentId: string,
  authenticated: boolean,
): Promise<SandboxCheckoutOutcome> {
  const session = await requireSession(sandbox, sessionId);
  if (session.status === 'complete') return { status: 'complete', redirectUrl: session.successUrl };
  // Only the payment of this session's subscription: another session's payment is not found.
  const [ofSession] = await sandbox.deps.db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .innerJoin(sandboxInvoices, eq(sandboxInvoices.id, sandboxPayments.invoiceId))
    .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxInvoices.subscriptionId, session.subscriptionId ?? '')));
  if (!ofSession) throw new PaymentsError('NOT_FOUND', 'No such payment.');
  const payment = await sandbox.confirmPayment(paymentId, { authenticated });
  if (payment.status !== 'succeeded') {
    throw new PaymentsError('CARD_DECLINED', payment.failureMessage ?? 'Your card was declined.');
  }
  return completeSandboxCheckout(sandbox, session.id);
}

/** The session is paid: complete, told once by checkout.completed with its subscription's first invoice. */
async function completeSandboxCheckout(
  sandbox: SandboxPaymentsProvider,
  sessionId: string,
): Promise<SandboxCheckoutOutcome> {
  const { db } = sandbox.deps;
  const session = await db.transaction(async (tx) => {
    const [completed] = await tx
      .update(sandboxCheckoutSessions)
      .set({ status: 'complete' })
      .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    if (!completed)
      return (await tx.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)))[0]!;
    const [invoice] = await tx
      .select()
      .from(sandboxInvoices)
      .where(
        and(
          eq(sandboxInvoices.subscriptionId, completed.subscriptionId ?? ''),
          eq(sandboxInvoices.billingReason, 'subscription_create'),
        ),
      );
    await recordSandboxEvent(tx, {
      account: completed.account,
      type: 'checkout.completed',
      created: await sandboxNow(tx),
      sessionId: completed.id,
      customerId: completed.customerId,
      subscriptionId: completed.subscriptionId,
      invoiceId: invoice?.id ?? null,
      amountCents: invoice?.amountPaidCents ?? 0,
      metadata: completed.metadata,
    });
    return completed;
  });
  await sandbox.deliverPendingEvents();
  return { status: 'complete', redirectUrl: session.successUrl };
}

async function requireSession(sandbox: SandboxPaymentsProvider, sessionId: string) {
  const [session] = await sandbox.deps.db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, sessionId));
  if (!session) throw new PaymentsError('NOT_FOUND', 'No such checkout session.');
  return session;
}
