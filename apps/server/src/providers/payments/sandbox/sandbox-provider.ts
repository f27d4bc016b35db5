import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/regions.js';
import { randomId } from '../../../platform/ids.js';
import {
  type ChargeRequest,
  type ConnectedAccount,
  type ConnectedAccountRef,
  type CreatedSubscription,
  type CreateSubscriptionRequest,
  type Discount,
  type Invoice,
  type Payment,
  type PaymentCard,
  type PaymentEvent,
  PaymentsError,
  type PaymentsProvider,
  type SavedPlan,
  type SavePlanRequest,
  type Subscription,
  type SubscriptionCheckout,
  type SubscriptionCheckoutRequest,
  type SubscriptionItem,
} from '../payments-provider.js';
import {
  AUTHENTICATION_FAILED,
  addInterval,
  applicationFeeOf,
  chargeCard,
  DECLINED,
  issueInvoice,
  paymentView,
  pricedItems,
  recordPaymentEvent,
  type SandboxPrices,
  sandboxId,
  setSubscription,
  settleInvoice,
  subscriptionView,
  withPlanPrices,
} from './sandbox-billing.js';
import {
  authenticateSandboxCheckout,
  createSandboxCheckout,
  paySandboxCheckout,
  type SandboxCheckoutOutcome,
  type SandboxCheckoutView,
  viewSandboxCheckout,
} from './sandbox-checkout.js';
import { sandboxNow } from './sandbox-clock.js';
import { sandboxDiscount } from './sandbox-coupons.js';
import {
  deliverSandboxEvents,
  parseSandboxWebhook,
  recordSandboxEvent,
  type WebhookDelivery,
} from './sandbox-events.js';
import {
  sandboxAccounts,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPaymentMethods,
  sandboxPayments,
  sandboxPlanPrices,
  sandboxSubscriptions,
} from './schema.js';
import { cardView } from './test-cards.js';

export interface SandboxDeps {
  /** The region's database, where the sandbox keeps its records. */
  db: Db;
  /** The product's prices by key. */
  prices: SandboxPrices;
  /** Where the sandbox's signed events go: the same handling Stripe's webhook deliveries get. */
  deliverWebhook: (delivery: WebhookDelivery) => Promise<void>;
  log: { warn(context: object, message: string): void };
  /** The secret deliveries are signed with; a random one per process unless given. */
  webhookSecret?: string;
  /** The region whose database it is: the checkout page's link names it, its API being the region's. */
  region?: string;
}

/** The dashboard's Test mode page where an agency completes its onboarding (apps/web agency-billing). */
export const SANDBOX_ONBOARDING_PATH = '/agency/payments-onboarding';

/**
 * The embedded payment service ('Test mode'): Stripe's behaviour for Stripe's test cards, kept in
 * the region's database, with a clock tests can move (sandbox-clock.ts) and renewals run by
 * runSandboxRenewals.
 */
export class SandboxPaymentsProvider implements PaymentsProvider {
  readonly mode = 'sandbox' as const;
  readonly publishableKey = null;
  private readonly webhookSecret: string;

  constructor(readonly deps: SandboxDeps) {
    this.webhookSecret = deps.webhookSecret ?? `whsec_${randomId(32)}`;
  }

  async ensureCustomer(
    customer: { workspaceRef: string; email: string; name: string },
    account?: ConnectedAccountRef,
  ): Promise<string> {
    const { db } = this.deps;
    if (account) await this.requireAccount(account.accountId);
    const workspaceRef = account ? `${account.accountId}/${customer.workspaceRef}` : customer.workspaceRef;
    const [created] = await db
      .insert(sandboxCustomers)
      .values({
        id: sandboxId('cus'),
        ...customer,
        workspaceRef,
        account: account?.accountId ?? null,
        createdAt: await sandboxNow(db),
      })
      .onConflictDoUpdate({
        target: sandboxCustomers.workspaceRef,
        set: { email: customer.email, name: customer.name },
      })
      .returning({ id: sandboxCustomers.id });
    return created!.id;
  }

  async setDefaultPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    account?: ConnectedAccountRef,
  ): Promise<PaymentCard> {
    return this.deps.db.transaction(async (tx) => {
      const customer = await lockCustomer(tx, customerId, account);
      const [method] = await tx
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId))
        .for('update');
      if (!method || method.detached) throw new PaymentsError('NOT_FOUND', 'No such card.');
      if (method.customerId && method.customerId !== customerId) {
        throw new PaymentsError('NOT_FOUND', 'No such card.');
      }
      // Stripe checks a card when it is saved: this test number is refused there.
      if (method.behaviour === 'declined') throw new PaymentsError('CARD_DECLINED', DECLINED);
      await tx.update(sandboxPaymentMethods).set({ customerId }).where(eq(sandboxPaymentMethods.id, paymentMethodId));
      const previous = customer.defaultPaymentMethodId;
      if (previous && previous !== paymentMethodId) {
        await tx.update(sandboxPaymentMethods).set({ detached: true }).where(eq(sandboxPaymentMethods.id, previous));
      }
      await tx
        .update(sandboxCustomers)
        .set({ defaultPaymentMethodId: paymentMethodId })
        .where(eq(sandboxCustomers.id, customerId));
      return cardView(method);
    });
  }

  async getDefaultPaymentMethod(customerId: string, account?: ConnectedAccountRef): Promise<PaymentCard | null> {
    const [row] = await this.deps.db
      .select({ method: sandboxPaymentMethods })
      .from(sandboxCustomers)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxCustomers.defaultPaymentMethodId))
      .where(and(eq(sandboxCustomers.id, customerId), onAccount(account)));
    return row ? cardView(row.method) : null;
  }

  async createSubscription(request: CreateSubscriptionRequest): Promise<CreatedSubscription> {
    const { db, prices } = this.deps;
    const replay = await this.subscriptionByKey(request.idempotencyKey);
    if (replay) return replay;
    const catalogue = await withPlanPrices(db, prices, request.items);
    const priced = pricedItems(catalogue, request.items);
    let discountCode: string | null = null;
    if (request.couponCode) {
      const discount = sandboxDiscount(request.couponCode);
      if (!discount.valid) throw new PaymentsError('INVALID_DISCOUNT_CODE', 'Invalid discount code.');
      discountCode = discount.code;
    }
    await db.transaction(async (tx) => {
      const customer = await lockCustomer(tx, request.customerId, request.account);
      const method = await defaultMethod(tx, customer.defaultPaymentMethodId);
      const now = await sandboxNow(tx);
      const feePercent = request.account?.applicationFeePercent ?? null;
      const period = { start: now, end: addInterval(now, priced.interval) };
      const [subscription] = await tx
        .insert(sandboxSubscriptions)
        .values({
          id: sandboxId('sub'),
          customerId: customer.id,
          status: 'incomplete',
          items: priced.items,
          interval: priced.interval,
          discountCode,
          applicationFeePercent: feePercent,
          taxPercent: request.tax?.percent ?? null,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          idempotencyKey: request.idempotencyKey,
          createdAt: now,
        })
        .onConflictDoNothing({ target: sandboxSubscriptions.idempotencyKey })
        .returning();
      // Another request with the same key got there first: its subscription is the answer.
      if (!subscription) return;
      const invoice = await issueInvoice(tx, catalogue, subscription, 'subscription_create', period, now);
      if (invoice.amountDueCents === 0) return settleInvoice(tx, invoice, true, now);
      const payment = await chargeCard(
        tx,
        {
          customerId: customer.id,
          method,
          amountCents: invoice.amountDueCents,
          currency: invoice.currency,
          description: 'Subscription creation',
          offSession: false,
          invoiceId: invoice.id,
          ...applicationFeeOf(invoice.amountDueCents, feePercent),
        },
        now,
      );
      if (payment!.status !== 'requires_action') await settleInvoice(tx, invoice, payment!.status === 'succeeded', now);
    });
    await this.deliverPendingEvents();
    const created = await this.subscriptionByKey(request.idempotencyKey);
    if (!created) throw new PaymentsError('PAYMENTS_FAILED', 'The subscription could not be created.');
    return created;
  }

  async updateSubscriptionItems(subscriptionId: string, items: SubscriptionItem[]): Promise<Subscription> {
    const updated = await this.changeSubscription(subscriptionId, (subscription) => {
      const priced = pricedItems(this.deps.prices, items);
      if (priced.interval !== subscription.interval) {
        throw new PaymentsError('PAYMENTS_FAILED', 'All items of a subscription must be billed at the same interval.');
      }
      return { items: priced.items };
    });
    return updated;
  }

  async setCancelAtPeriodEnd(
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
    account?: ConnectedAccountRef,
  ): Promise<Subscription> {
    await this.subscriptionOnAccount(subscriptionId, account);
    return this.changeSubscription(subscriptionId, () => ({ cancelAtPeriodEnd }));
  }

  async retrieveSubscription(subscriptionId: string, account?: ConnectedAccountRef): Promise<Subscription> {
    return subscriptionView(await this.subscriptionOnAccount(subscriptionId, account), await sandboxNow(this.deps.db));
  }

  async checkDiscountCode(code: string): Promise<Discount> {
    return sandboxDiscount(code);
  }

  async chargeOnce(charge: ChargeRequest): Promise<Payment> {
    const { db } = this.deps;
    if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0) {
      throw new PaymentsError('PAYMENTS_FAILED', 'The amount must be a positive whole number of cents.');
    }
    const replay = await this.paymentByKey(charge.idempotencyKey);
    if (replay) return replay;
    if (charge.account && charge.account.applicationFeeCents > charge.amountCents) {
      throw new PaymentsError('PAYMENTS_FAILED', 'The application fee cannot be more than the payment.');
    }
    await db.transaction(async (tx) => {
      const customer = await lockCustomer(tx, charge.customerId, charge.account);
      const method = await defaultMethod(tx, customer.defaultPaymentMethodId);
      await chargeCard(
        tx,
        {
          customerId: customer.id,
          method,
          amountCents: charge.amountCents,
          currency: charge.currency.toLowerCase(),
          description: charge.description,
          offSession: charge.offSession,
          metadata: charge.metadata ?? {},
          idempotencyKey: charge.idempotencyKey,
          ...(charge.account ? { applicationFeeCents: charge.account.applicationFeeCents } : {}),
        },
        await sandboxNow(tx),
      );
    });
    await this.deliverPendingEvents();
    return (await this.paymentByKey(charge.idempotencyKey))!;
  }

  async confirmPayment(paymentId: string, outcome?: { authenticated: boolean }): Promise<Payment> {
    const { db } = this.deps;
    const confirmed = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
      if (!payment) throw new PaymentsError('NOT_FOUND', 'No such payment.');
      if (payment.status !== 'requires_action' || !outcome) return payment;
      const now = await sandboxNow(tx);
      const [updated] = await tx
        .update(sandboxPayments)
        .set(
          outcome.authenticated
            ? { status: 'succeeded' }
            : { status: 'requires_payment_method', failureMessage: AUTHENTICATION_FAILED },
        )
        .where(eq(sandboxPayments.id, paymentId))
        .returning();
      if (!updated!.invoiceId) {
        await recordPaymentEvent(tx, updated!, now);
        return updated!;
      }
      const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, updated!.invoiceId));
      await settleInvoice(tx, invoice!, outcome.authenticated, now);
      return updated!;
    });
    await this.deliverPendingEvents();
    return paymentView(confirmed);
  }

  async listInvoices(customerId: string, limit: number, account?: ConnectedAccountRef): Promise<Invoice[]> {
    const rows = await this.deps.db
      .select({ sandboxInvoices })
      .from(sandboxInvoices)
      .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxInvoices.customerId))
      .where(and(eq(sandboxInvoices.customerId, customerId), onAccount(account)))
      .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.number))
      .limit(limit);
    return rows.map(({ sandboxInvoices: row }) => ({
      id: row.id,
      number: row.number,
      created: row.createdAt,
      hostedInvoiceUrl: null,
      amountPaidCents: row.amountPaidCents,
      amountDueCents: row.amountDueCents,
      currency: row.currency,
      status: row.status,
    }));
  }

  async createConnectedAccount(request: {
    agencyRef: string;
    email: string;
    country: string;
    idempotencyKey: string;
  }): Promise<ConnectedAccount> {
    const { db } = this.deps;
    await db
      .insert(sandboxAccounts)
      .values({
        id: sandboxId('acct'),
        email: request.email,
        country: request.country,
        idempotencyKey: request.idempotencyKey,
        createdAt: await sandboxNow(db),
      })
      .onConflictDoNothing({ target: sandboxAccounts.idempotencyKey });
    const [row] = await db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.idempotencyKey, request.idempotencyKey));
    return accountView(row!);
  }

  /** Test mode's onboarding is a page of our dashboard, on the host the agency comes back to. */
  async createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string> {
    await this.requireAccount(accountId);
    const link = new URL(SANDBOX_ONBOARDING_PATH, urls.returnUrl);
    link.searchParams.set('account', accountId);
    return link.toString();
  }

  async getConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return accountView(await this.requireAccount(accountId));
  }

  /** Test mode's onboarding page pressed Complete: the account's details are in and it may take payments. */
  async completeOnboarding(accountId: string): Promise<ConnectedAccount> {
    const { db } = this.deps;
    const completed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxAccounts)
        .set({ detailsSubmitted: true, chargesEnabled: true })
        .where(eq(sandboxAccounts.id, accountId))
        .returning();
      if (!row) throw new PaymentsError('NOT_FOUND', 'No such account.');
      const account = accountView(row);
      await recordSandboxEvent(tx, {
        type: 'account.updated',
        created: await sandboxNow(tx),
        account: accountId,
        connectedAccount: account,
      });
      return account;
    });
    await this.deliverPendingEvents();
    return completed;
  }

  async savePlan(accountId: string, plan: SavePlanRequest): Promise<SavedPlan> {
    const { db } = this.deps;
    await this.requireAccount(accountId);
    const currency = plan.currency.toLowerCase();
    return db.transaction(async (tx) => {
      const now = await sandboxNow(tx);
      const productId = plan.existing?.productId ?? `prod_sbx${plan.planRef}`;
      await tx
        .update(sandboxPlanPrices)
        .set({ productName: plan.name })
        .where(and(eq(sandboxPlanPrices.productId, productId), eq(sandboxPlanPrices.account, accountId)));
      const [current] = plan.existing
        ? await tx
            .select()
            .from(sandboxPlanPrices)
            .where(and(eq(sandboxPlanPrices.id, plan.existing.priceId), eq(sandboxPlanPrices.account, accountId)))
        : [];
      if (current?.active && current.unitAmountCents === plan.unitAmountCents && current.currency === currency) {
        return { productId, priceId: current.id };
      }
      // As with Stripe, a price never changes: a new amount is a new price and the old one is archived.
      if (current) {
        await tx.update(sandboxPlanPrices).set({ active: false }).where(eq(sandboxPlanPrices.id, current.id));
      }
      const [price] = await tx
        .insert(sandboxPlanPrices)
        .values({
          id: sandboxId('price'),
          productId,
          account: accountId,
          productName: plan.name,
          unitAmountCents: plan.unitAmountCents,
          currency,
          createdAt: now,
        })
        .returning();
      return { productId, priceId: price!.id };
    });
  }

  async archivePlan(accountId: string, plan: SavedPlan): Promise<void> {
    await this.deps.db
      .update(sandboxPlanPrices)
      .set({ active: false })
      .where(and(eq(sandboxPlanPrices.productId, plan.productId), eq(sandboxPlanPrices.account, accountId)));
  }

  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<SubscriptionCheckout> {
    return createSandboxCheckout(this, request);
  }

  /** Test mode's checkout page (sandbox-checkout.ts): what it shows, Pay with a test card, and its 3-D Secure step. */
  viewCheckout(sessionId: string): Promise<SandboxCheckoutView> {
    return viewSandboxCheckout(this, sessionId);
  }

  payCheckout(sessionId: string, paymentMethodId: string): Promise<SandboxCheckoutOutcome> {
    return paySandboxCheckout(this, sessionId, paymentMethodId);
  }

  authenticateCheckout(sessionId: string, paymentId: string, authenticated: boolean): Promise<SandboxCheckoutOutcome> {
    return authenticateSandboxCheckout(this, sessionId, paymentId, authenticated);
  }

  /** A plan's price as Test mode keeps it (for tests and the checkout page). */
  async planPrice(priceId: string) {
    const [row] = await this.deps.db.select().from(sandboxPlanPrices).where(eq(sandboxPlanPrices.id, priceId));
    return row ?? null;
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    return parseSandboxWebhook(this.webhookSecret, rawBody, headers);
  }

  /** Sends the events not delivered yet (each operation does so after it commits; renewals too). */
  deliverPendingEvents(): Promise<void> {
    return deliverSandboxEvents(this.deps.db, this.webhookSecret, this.deps.deliverWebhook, this.deps.log);
  }

  private async changeSubscription(
    subscriptionId: string,
    change: (
      row: typeof sandboxSubscriptions.$inferSelect,
      now: Date,
    ) => Partial<
      Pick<
        typeof sandboxSubscriptions.$inferSelect,
        'items' | 'cancelAtPeriodEnd' | 'discountCode' | 'discountStartedAt'
      >
    >,
  ): Promise<Subscription> {
    const { db } = this.deps;
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId))
        .for('update');
      if (!row) throw new PaymentsError('NOT_FOUND', 'No such subscription.');
      if (row.status === 'canceled' || row.status === 'incomplete_expired') {
        throw new PaymentsError('PAYMENTS_FAILED', 'This subscription has already ended.');
      }
      const now = await sandboxNow(tx);
      return subscriptionView(await setSubscription(tx, row, change(row, now), now), now);
    });
    await this.deliverPendingEvents();
    return updated;
  }

  private async requireAccount(accountId: string) {
    const [row] = await this.deps.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
    if (!row) throw new PaymentsError('NOT_FOUND', 'No such account.');
    return row;
  }

  /** A subscription, when its customer is on `account` (or the platform's own without one), as Stripe scopes them. */
  private async subscriptionOnAccount(subscriptionId: string, account: ConnectedAccountRef | undefined) {
    const [row] = await this.deps.db
      .select({ subscription: sandboxSubscriptions })
      .from(sandboxSubscriptions)
      .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxSubscriptions.customerId))
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), onAccount(account)));
    if (!row) throw new PaymentsError('NOT_FOUND', 'No such subscription.');
    return row.subscription;
  }

  private async subscriptionByKey(idempotencyKey: string): Promise<CreatedSubscription | null> {
    const { db } = this.deps;
    const [row] = await db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.idempotencyKey, idempotencyKey));
    if (!row) return null;
    const [first] = await db
      .select({ payment: sandboxPayments })
      .from(sandboxInvoices)
      .innerJoin(sandboxPayments, eq(sandboxPayments.invoiceId, sandboxInvoices.id))
      .where(and(eq(sandboxInvoices.subscriptionId, row.id), eq(sandboxInvoices.billingReason, 'subscription_create')));
    return {
      ...subscriptionView(row, await sandboxNow(db)),
      latestPayment: first ? paymentView(first.payment) : null,
    };
  }

  private async paymentByKey(idempotencyKey: string): Promise<Payment | null> {
    const [row] = await this.deps.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, idempotencyKey));
    return row ? paymentView(row) : null;
  }

  async applyDiscountCode(subscriptionId: string, code: string): Promise<Subscription> {
    const discount = sandboxDiscount(code);
    if (!discount.valid) throw new PaymentsError('INVALID_DISCOUNT_CODE', 'Invalid discount code.');
    return this.changeSubscription(subscriptionId, (_row, now) => ({
      discountCode: discount.code,
      discountStartedAt: now,
    }));
  }
}

/** Records on a connected account are seen only through it, and the platform's only without one. */
const onAccount = (account: ConnectedAccountRef | undefined) =>
  account ? eq(sandboxCustomers.account, account.accountId) : isNull(sandboxCustomers.account);

const accountView = (row: typeof sandboxAccounts.$inferSelect): ConnectedAccount => ({
  accountId: row.id,
  detailsSubmitted: row.detailsSubmitted,
  chargesEnabled: row.chargesEnabled,
});

async function lockCustomer(tx: Tx, customerId: string, account?: ConnectedAccountRef) {
  const [customer] = await tx
    .select()
    .from(sandboxCustomers)
    .where(and(eq(sandboxCustomers.id, customerId), onAccount(account)))
    .for('update');
  if (!customer) throw new PaymentsError('NOT_FOUND', 'No such customer.');
  return customer;
}

async function defaultMethod(tx: Tx, paymentMethodId: string | null) {
  const [method] = paymentMethodId
    ? await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId))
    : [];
  if (!method) throw new PaymentsError('NO_PAYMENT_METHOD', 'Add a payment method first.');
  return method;
}
