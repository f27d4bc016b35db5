import Stripe from 'stripe';
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
  type PaymentStatus,
  PaymentsError,
  type PaymentsProvider,
  type SavedPlan,
  type SavePlanRequest,
  type Subscription,
  type SubscriptionCheckout,
  type SubscriptionCheckoutRequest,
  type SubscriptionItem,
  type SubscriptionStatus,
  type SubscriptionTax,
} from '../payments-provider.js';
import { stripeEventToPaymentEvent } from './stripe-events.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API origin (a fake in tests). */
  apiBase: string;
  /** The product's price keys to Stripe price ids. */
  prices: Record<string, string>;
}

/** Where chargeOnce marks its payments, so their events are told apart from invoices' payments. */
export const ONE_OFF_CHARGE_METADATA_KEY = 'one_off_charge';

/** Payments through Stripe with its official SDK. */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly priceKeysById: Map<string, string>;
  /** Tax rate ids by `${country}:${percent}`, found or made once per process. */
  private readonly taxRateIds = new Map<string, string>();

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    const base = new URL(settings.apiBase);
    this.stripe = new Stripe(settings.secretKey, {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      telemetry: false,
      timeout: 20_000,
    });
    this.priceKeysById = new Map(Object.entries(settings.prices).map(([key, id]) => [id, key]));
  }

  ensureCustomer(
    customer: { workspaceRef: string; email: string; name: string },
    account?: ConnectedAccountRef,
  ): Promise<string> {
    return call(async () => {
      const on = onAccount(account);
      const ref = customer.workspaceRef.replace(/['\\]/g, '\\$&');
      const found = await this.stripe.customers.search({ query: `metadata['workspace']:'${ref}'`, limit: 1 }, on);
      if (found.data[0]) return found.data[0].id;
      // Search lags behind writes by up to a minute; the key makes two quick first calls create one customer.
      const created = await this.stripe.customers.create(
        { email: customer.email, name: customer.name, metadata: { workspace: customer.workspaceRef } },
        { ...on, idempotencyKey: `customer-${account ? `${account.accountId}-` : ''}${customer.workspaceRef}` },
      );
      return created.id;
    });
  }

  setDefaultPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    account?: ConnectedAccountRef,
  ): Promise<PaymentCard> {
    return call(async () => {
      const on = onAccount(account);
      const previous = await this.defaultPaymentMethodId(customerId, account);
      const method = await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, on);
      await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } }, on);
      if (previous && previous !== method.id) await this.stripe.paymentMethods.detach(previous, {}, on);
      return cardOf(method);
    });
  }

  getDefaultPaymentMethod(customerId: string, account?: ConnectedAccountRef): Promise<PaymentCard | null> {
    return call(async () => {
      const customer = await this.stripe.customers.retrieve(
        customerId,
        { expand: ['invoice_settings.default_payment_method'] },
        onAccount(account),
      );
      if (customer.deleted) throw new PaymentsError('NOT_FOUND', 'No such customer.');
      const method = customer.invoice_settings.default_payment_method;
      return method && typeof method !== 'string' ? cardOf(method) : null;
    });
  }

  createSubscription(request: CreateSubscriptionRequest): Promise<CreatedSubscription> {
    return call(async () => {
      const discounts = request.couponCode ? [await this.discountFor(request.couponCode)] : undefined;
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: request.customerId,
          items: request.items
            .filter((item) => item.quantity > 0)
            .map((item) => ({
              price: request.account ? item.priceKey : this.priceId(item.priceKey),
              quantity: item.quantity,
            })),
          ...(discounts ? { discounts } : {}),
          ...(request.tax ? { default_tax_rates: [await this.taxRateId(request.tax)] } : {}),
          ...(request.account ? { application_fee_percent: request.account.applicationFeePercent } : {}),
          // Try the first payment now; one that needs 3-D Secure leaves the subscription incomplete until confirmed.
          payment_behavior: 'allow_incomplete',
          payment_settings: { payment_method_types: ['card'], save_default_payment_method: 'on_subscription' },
          metadata: request.couponCode ? { discount_code: request.couponCode.trim() } : {},
          expand: ['latest_invoice.payments'],
        },
        { idempotencyKey: request.idempotencyKey, ...onAccount(request.account) },
      );
      const invoice = subscription.latest_invoice;
      const paymentIntentId =
        invoice && typeof invoice !== 'string'
          ? invoice.payments?.data.find((payment) => payment.is_default)?.payment.payment_intent
          : undefined;
      const latestPayment = paymentIntentId
        ? paymentOf(
            await this.stripe.paymentIntents.retrieve(
              typeof paymentIntentId === 'string' ? paymentIntentId : paymentIntentId.id,
              {},
              onAccount(request.account),
            ),
          )
        : null;
      return { ...this.subscriptionOf(subscription), latestPayment };
    });
  }

  /**
   * The account's exclusive tax rate for a country and percentage: an active one made before, or a
   * new one. Tax rates are never changed, only archived, so an equal one can be used as it is.
   */
  private async taxRateId(tax: SubscriptionTax): Promise<string> {
    const key = `${tax.country}:${tax.percent}`;
    const known = this.taxRateIds.get(key);
    if (known) return known;
    let found: Stripe.TaxRate | undefined;
    for await (const rate of this.stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
      if (rate.country === tax.country && rate.percentage === tax.percent) {
        found = rate;
        break;
      }
    }
    const rate =
      found ??
      (await this.stripe.taxRates.create(
        {
          display_name: tax.name,
          percentage: tax.percent,
          inclusive: false,
          country: tax.country,
        },
        { idempotencyKey: `tax-rate-${key}` },
      ));
    this.taxRateIds.set(key, rate.id);
    return rate.id;
  }

  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<SubscriptionCheckout> {
    return call(async () => {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: request.customerId,
          // On the agency's account the items name its own prices.
          line_items: request.items
            .filter((item) => item.quantity > 0)
            .map((item) => ({ price: item.priceKey, quantity: item.quantity })),
          subscription_data: {
            application_fee_percent: request.account.applicationFeePercent,
            metadata: request.metadata,
          },
          metadata: request.metadata,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey, ...onAccount(request.account) },
      );
      if (!session.url) throw new PaymentsError('PAYMENTS_FAILED', 'The checkout page could not be opened.');
      return { sessionId: session.id, url: session.url };
    });
  }

  updateSubscriptionItems(subscriptionId: string, items: SubscriptionItem[]): Promise<Subscription> {
    return call(async () => {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const wanted = new Map(
        items.filter((item) => item.quantity > 0).map((item) => [this.priceId(item.priceKey), item]),
      );
      const changes: Stripe.SubscriptionUpdateParams.Item[] = current.items.data.map((item) => {
        const keep = wanted.get(item.price.id);
        wanted.delete(item.price.id);
        return keep ? { id: item.id, quantity: keep.quantity } : { id: item.id, deleted: true };
      });
      for (const [price, item] of wanted) changes.push({ price, quantity: item.quantity });
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        items: changes,
        // Spec 002 §4.2: changes apply at the next billing cycle.
        proration_behavior: 'none',
      });
      return this.subscriptionOf(updated);
    });
  }

  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
    account?: ConnectedAccountRef,
  ): Promise<Subscription> {
    return call(async () =>
      this.subscriptionOf(
        await this.stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancelAtPeriodEnd },
          onAccount(account),
        ),
      ),
    );
  }

  retrieveSubscription(subscriptionId: string, account?: ConnectedAccountRef): Promise<Subscription> {
    return call(async () =>
      this.subscriptionOf(await this.stripe.subscriptions.retrieve(subscriptionId, {}, onAccount(account))),
    );
  }

  checkDiscountCode(code: string): Promise<Discount> {
    return call(async () => {
      const coupon = await this.couponFor(code.trim());
      if (!coupon?.valid) return { valid: false, code: code.trim() };
      return {
        valid: true,
        code: code.trim(),
        ...(coupon.name ? { name: coupon.name } : {}),
        ...(coupon.percent_off !== null ? { percentOff: coupon.percent_off } : {}),
        ...(coupon.amount_off !== null ? { amountOffCents: coupon.amount_off } : {}),
        ...(coupon.currency ? { currency: coupon.currency } : {}),
        duration: coupon.duration as Discount['duration'],
        ...(coupon.duration_in_months !== null ? { durationInMonths: coupon.duration_in_months } : {}),
      };
    });
  }

  chargeOnce(charge: ChargeRequest): Promise<Payment> {
    return call(async () => {
      const paymentMethod = await this.defaultPaymentMethodId(charge.customerId, charge.account);
      if (!paymentMethod) throw new PaymentsError('NO_PAYMENT_METHOD', 'Add a payment method first.');
      try {
        const intent = await this.stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: charge.currency.toLowerCase(),
            customer: charge.customerId,
            payment_method: paymentMethod,
            allowed_payment_method_types: ['card'],
            confirm: true,
            off_session: charge.offSession,
            description: charge.description,
            metadata: { ...charge.metadata, [ONE_OFF_CHARGE_METADATA_KEY]: 'true' },
            ...(charge.account ? { application_fee_amount: charge.account.applicationFeeCents } : {}),
          },
          { ...onAccount(charge.account), idempotencyKey: charge.idempotencyKey },
        );
        return paymentOf(intent);
      } catch (error) {
        // A refused card is an outcome, not a failure of the call: Stripe sends the payment with the error.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return { ...paymentOf(error.payment_intent), failureMessage: error.message };
        }
        throw error;
      }
    });
  }

  confirmPayment(paymentId: string): Promise<Payment> {
    // The browser completed 3-D Secure with Stripe.js; Stripe holds the outcome.
    return call(async () => paymentOf(await this.stripe.paymentIntents.retrieve(paymentId)));
  }

  listInvoices(customerId: string, limit: number, account?: ConnectedAccountRef): Promise<Invoice[]> {
    return call(async () => {
      const invoices = await this.stripe.invoices.list({ customer: customerId, limit }, onAccount(account));
      return invoices.data.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        created: new Date(invoice.created * 1000),
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        amountPaidCents: invoice.amount_paid,
        amountDueCents: invoice.amount_due,
        currency: invoice.currency,
        status: (invoice.status ?? 'draft') as Invoice['status'],
      }));
    });
  }

  createConnectedAccount(request: {
    agencyRef: string;
    email: string;
    country: string;
    idempotencyKey: string;
  }): Promise<ConnectedAccount> {
    return call(async () =>
      connectedAccountOf(
        await this.stripe.accounts.create(
          {
            type: 'express',
            email: request.email,
            country: request.country,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { agency: request.agencyRef },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
  }

  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string> {
    return call(async () => {
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
      });
      return link.url;
    });
  }

  getConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return call(async () => connectedAccountOf(await this.stripe.accounts.retrieve(accountId)));
  }

  savePlan(accountId: string, plan: SavePlanRequest): Promise<SavedPlan> {
    return call(async () => {
      const on = { stripeAccount: accountId };
      const currency = plan.currency.toLowerCase();
      let productId = plan.existing?.productId;
      if (productId) await this.stripe.products.update(productId, { name: plan.name }, on);
      else {
        const product = await this.stripe.products.create(
          { name: plan.name, metadata: { plan: plan.planRef } },
          { ...on, idempotencyKey: `plan-product-${plan.planRef}` },
        );
        productId = product.id;
      }
      if (plan.existing) {
        const current = await this.stripe.prices.retrieve(plan.existing.priceId, {}, on);
        if (current.unit_amount === plan.unitAmountCents && current.currency === currency && current.active) {
          return { productId, priceId: current.id };
        }
      }
      // Prices never change: a new amount is a new price, the old one archived once the new one exists.
      const price = await this.stripe.prices.create(
        {
          product: productId,
          unit_amount: plan.unitAmountCents,
          currency,
          recurring: { interval: 'month' },
          metadata: { plan: plan.planRef },
        },
        {
          ...on,
          idempotencyKey: `plan-price-${plan.planRef}-${plan.existing?.priceId ?? 'first'}-${currency}-${plan.unitAmountCents}`,
        },
      );
      if (plan.existing && plan.existing.priceId !== price.id) {
        await this.stripe.prices.update(plan.existing.priceId, { active: false }, on);
      }
      return { productId, priceId: price.id };
    });
  }

  archivePlan(accountId: string, plan: SavedPlan): Promise<void> {
    return call(async () => {
      const on = { stripeAccount: accountId };
      await this.stripe.prices.update(plan.priceId, { active: false }, on);
      await this.stripe.products.update(plan.productId, { active: false }, on);
    });
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string') throw new Error('no signature');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new PaymentsError('WEBHOOK_SIGNATURE_INVALID', 'The payment event has no valid signature.');
    }
    return stripeEventToPaymentEvent(event, (subscription) => this.subscriptionOf(subscription));
  }

  private priceId(priceKey: string): string {
    const id = this.settings.prices[priceKey];
    if (!id) throw new PaymentsError('PRICE_NOT_FOUND', `No price is set up for ${priceKey}.`);
    return id;
  }

  private async defaultPaymentMethodId(customerId: string, account?: ConnectedAccountRef): Promise<string | null> {
    const customer = await this.stripe.customers.retrieve(customerId, {}, onAccount(account));
    if (customer.deleted) throw new PaymentsError('NOT_FOUND', 'No such customer.');
    const method = customer.invoice_settings.default_payment_method;
    return typeof method === 'string' ? method : (method?.id ?? null);
  }

  /** A customer-facing promotion code, else a coupon by its id (GOAGENCYNOW may be either). */
  private async couponFor(code: string): Promise<Stripe.Coupon | null> {
    if (!code) return null;
    const promotions = await this.stripe.promotionCodes.list({
      code,
      active: true,
      limit: 1,
      expand: ['data.promotion.coupon'],
    });
    const coupon = promotions.data[0]?.promotion.coupon;
    if (coupon && typeof coupon !== 'string') return coupon;
    try {
      return await this.stripe.coupons.retrieve(code);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  private async discountFor(code: string): Promise<Stripe.SubscriptionCreateParams.Discount> {
    const trimmed = code.trim();
    const promotions = await this.stripe.promotionCodes.list({ code: trimmed, active: true, limit: 1 });
    if (promotions.data[0]) return { promotion_code: promotions.data[0].id };
    const coupon = await this.couponFor(trimmed);
    if (!coupon?.valid) throw new PaymentsError('INVALID_DISCOUNT_CODE', 'Invalid discount code.');
    return { coupon: coupon.id };
  }

  private subscriptionOf(subscription: Stripe.Subscription): Subscription {
    const customer = subscription.customer;
    // Since API version 2025-03-31 the period belongs to each item; a subscription's items share it.
    const periodEnd = Math.max(0, ...subscription.items.data.map((item) => item.current_period_end));
    return {
      subscriptionId: subscription.id,
      customerId: typeof customer === 'string' ? customer : customer.id,
      status: subscription.status as SubscriptionStatus,
      items: subscription.items.data.map((item) => ({
        priceKey: this.priceKeysById.get(item.price.id) ?? item.price.id,
        quantity: item.quantity ?? 1,
      })),
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      discountCode: subscription.discounts.length > 0 ? (subscription.metadata.discount_code ?? null) : null,
    };
  }

  applyDiscountCode(subscriptionId: string, code: string): Promise<Subscription> {
    return call(async () => {
      const discount = await this.discountFor(code);
      // The code as typed is kept beside the discount, as createSubscription keeps it.
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        discounts: [discount],
        metadata: { discount_code: code.trim() },
      });
      return this.subscriptionOf(updated);
    });
  }
}

/** The SDK's request option that makes a call act on an agency's connected account. */
const onAccount = (account: ConnectedAccountRef | undefined): Stripe.RequestOptions =>
  account ? { stripeAccount: account.accountId } : {};

export function connectedAccountOf(account: Stripe.Account): ConnectedAccount {
  return {
    accountId: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
  };
}

function cardOf(method: Stripe.PaymentMethod): PaymentCard {
  if (!method.card) throw new PaymentsError('CARD_DECLINED', 'Only cards are accepted.');
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    country: method.billing_details?.address?.country ?? method.card.country ?? null,
  };
}

function paymentOf(intent: Stripe.PaymentIntent): Payment {
  const open = intent.status === 'requires_action' || intent.status === 'requires_payment_method';
  return {
    id: intent.id,
    status: intent.status as PaymentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    ...(open && intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(intent.last_payment_error?.message ? { failureMessage: intent.last_payment_error.message } : {}),
  };
}

/** Runs SDK calls, turning Stripe's refusals into PaymentsError with text fit to show. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentsError) throw error;
    if (error instanceof Stripe.errors.StripeCardError)
      throw new PaymentsError('CARD_DECLINED', error.message, { cause: error });
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) {
      throw new PaymentsError('NOT_FOUND', 'The payment service has no such record.', { cause: error });
    }
    throw new PaymentsError(
      'PAYMENTS_FAILED',
      'The payment service could not complete the request. Please try again.',
      { cause: error },
    );
  }
}
