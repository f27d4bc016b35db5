import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, runStandalone, sendJson } from './fake-server-kit.js';

/**
 * A real HTTP server speaking the parts of Stripe's API the payments adapter uses, the way the
 * official SDK calls them: form-encoded bodies with bracketed keys (`items[0][price]`), `expand[]`,
 * `Authorization: Bearer sk_test_...`, `Idempotency-Key` (a repeated key answers the first
 * response again, with `Idempotent-Replayed: true`), Stripe's error bodies and status codes.
 *
 * Customers (create, retrieve, update, search by metadata), payment methods (attach, detach, with
 * Stripe's test ids `pm_card_visa`, `pm_card_authenticationRequiredOnSetup` (4000 0025 0000 3155),
 * `pm_card_authenticationRequired` (3184), `pm_card_chargeDeclined` (0002, refused when
 * attached), `pm_card_chargeCustomerFail` (0341), `pm_card_chargeDeclinedInsufficientFunds`),
 * subscriptions with items, discounts and `cancel_at_period_end`, coupons and promotion codes,
 * PaymentIntents (3-D Secure leaves them `requires_action` with `next_action`), and invoices.
 * Connect: express accounts, account links, and products and prices on a connected account; a
 * call with `Stripe-Account` acts on that account, and a customer of one account is not found on
 * another (nor on the platform). `completeOnboarding` plays the agency filling in its details.
 *
 * Every change records the event Stripe would send (`fake.events`); `signedDelivery` and
 * `sendEvent` sign one as Stripe does (`Stripe-Signature: t=..,v1=<HMAC-SHA256 of "t.body">`).
 * `authenticate` plays the browser's 3-D Secure step; `advanceClock` moves time so periods end
 * and subscriptions renew, as a Stripe test clock does.
 *
 * Standalone, for e2e: `node --import tsx apps/server/test/fakes/stripe-server.ts --port 3197`.
 */

type Obj = Record<string, unknown> & { id: string };
type Behaviour =
  | 'succeeds'
  | 'authenticate_unless_set_up'
  | 'always_authenticate'
  | 'declined'
  | 'charges_fail'
  | 'insufficient_funds';

const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; behaviour: Behaviour; country?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds' },
  // Cards issued elsewhere (every other test card is a US one).
  pm_card_de: { brand: 'visa', last4: '0016', behaviour: 'succeeds', country: 'DE' },
  pm_card_gb: { brand: 'visa', last4: '0000', behaviour: 'succeeds', country: 'GB' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeeds' },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155', behaviour: 'authenticate_unless_set_up' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'always_authenticate' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: 'charges_fail' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
};

export interface FakeStripePrice {
  unit_amount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface FakeStripeCoupon {
  id: string;
  name?: string;
  percent_off?: number;
  amount_off?: number;
  currency?: string;
  duration: 'forever' | 'once' | 'repeating';
  duration_in_months?: number;
  valid?: boolean;
}

export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey?: string;
  /** The Stripe-Account header: the connected account the call acted on. */
  stripeAccount?: string;
}

export interface FakeStripe {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  calls: StripeCall[];
  events: Obj[];
  customers: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  invoices: Map<string, Obj>;
  accounts: Map<string, Obj>;
  products: Map<string, Obj>;
  /** Every price, the ones given at start and those created on connected accounts. */
  prices: Map<string, Obj>;
  /** The agency fills in its onboarding: details submitted, charges enabled, and `account.updated` sent. */
  completeOnboarding(accountId: string): void;
  /** The customer pays a checkout session with a test payment method (pm_card_visa): its subscription is made, paid. */
  completeCheckout(sessionId: string, paymentMethod: string): void;
  /** The browser's 3-D Secure step on a `requires_action` PaymentIntent: passed or failed. */
  authenticate(paymentIntentId: string, passed: boolean): void;
  /** Moves the fake's clock; subscriptions whose period ends renew or end. */
  advanceClock(ms: number): void;
  /** An event as Stripe would deliver it: its JSON body and a Stripe-Signature header over it. */
  signedDelivery(
    event: Obj,
    options?: { secret?: string; timestamp?: number },
  ): { rawBody: Buffer; headers: Record<string, string> };
  /** Delivers an event to a webhook URL as Stripe does; resolves with the answer's status. */
  sendEvent(url: string, event: Obj): Promise<number>;
  close(): Promise<void>;
}

export async function startFakeStripe(
  options: {
    port?: number;
    secretKey?: string;
    webhookSecret?: string;
    prices?: Record<string, FakeStripePrice>;
    coupons?: FakeStripeCoupon[];
    /** Customer-facing codes: code -> coupon id. */
    promotionCodes?: Record<string, string>;
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_stripe_key';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_webhook_secret';
  const prices = new Map<string, Obj & { unit_amount: number; currency: string; recurring: { interval: string } }>(
    Object.entries(options.prices ?? {}).map(([id, price]) => [
      id,
      {
        id,
        object: 'price',
        active: true,
        unit_amount: price.unit_amount,
        currency: price.currency,
        recurring: { interval: price.interval },
      },
    ]),
  );
  const accounts = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  /** Which connected account each object was made on; absent: the platform's own. */
  const ownerAccount = new Map<string, string>();
  const coupons = new Map<string, Obj>(
    (options.coupons ?? []).map((coupon) => [
      coupon.id,
      {
        object: 'coupon',
        name: null,
        percent_off: null,
        amount_off: null,
        currency: null,
        duration_in_months: null,
        valid: true,
        ...coupon,
      },
    ]),
  );
  const promotionCodes = new Map<string, Obj>(
    Object.entries(options.promotionCodes ?? {}).map(([code, coupon], index) => {
      const id = `promo_${index}${randomBytes(6).toString('hex')}`;
      return [id, { id, object: 'promotion_code', code, active: true, promotion: { type: 'coupon', coupon } }];
    }),
  );
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj & { behaviour: Behaviour }>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const taxRates = new Map<string, Obj>();
  const checkoutSessions = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const discounts = new Map<string, { coupon: Obj; start: number }>();
  const replies = new Map<string, { body: string; status: number; payload: unknown }>();
  const calls: StripeCall[] = [];
  const events: Obj[] = [];
  let clockOffset = 0;
  let invoiceCount = 0;

  const now = () => Math.floor((Date.now() + clockOffset) / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const emit = (type: string, object: Obj, onAccount = ownerAccount.get(object.id)) =>
    events.push({
      id: newId('evt'),
      object: 'event',
      ...(onAccount ? { account: onAccount } : {}),
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    });

  class StripeFailure extends Error {
    constructor(
      readonly status: number,
      readonly error: Record<string, unknown>,
    ) {
      super(String(error.message));
    }
  }
  const missing = (kind: string, id: string, param = 'id') =>
    new StripeFailure(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such ${kind}: '${id}'`,
    });
  const get = <T>(map: Map<string, T>, kind: string, id: string, param?: string): T => {
    const found = map.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  };

  /** What a card does with a payment, as Stripe's test cards do. */
  function outcome(
    behaviour: Behaviour,
    offSession: boolean,
  ): { status: string; code?: string; decline?: string; message?: string } {
    switch (behaviour) {
      case 'succeeds':
        return { status: 'succeeded' };
      case 'authenticate_unless_set_up':
        return offSession ? { status: 'succeeded' } : { status: 'requires_action' };
      case 'always_authenticate':
        return offSession
          ? {
              status: 'requires_payment_method',
              code: 'authentication_required',
              decline: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            }
          : { status: 'requires_action' };
      case 'insufficient_funds':
        return {
          status: 'requires_payment_method',
          code: 'card_declined',
          decline: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        };
      default:
        return {
          status: 'requires_payment_method',
          code: 'card_declined',
          decline: 'generic_decline',
          message: 'Your card was declined.',
        };
    }
  }

  function pay(intent: Obj, offSession: boolean): void {
    const method = get(paymentMethods, 'payment_method', String(intent.payment_method));
    const result = outcome(method.behaviour, offSession);
    intent.status = result.status;
    intent.next_action =
      result.status === 'requires_action'
        ? {
            type: 'use_stripe_sdk',
            use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/3d_secure' },
          }
        : null;
    intent.last_payment_error = result.message
      ? { type: 'card_error', code: result.code, decline_code: result.decline, message: result.message }
      : null;
    if (result.status === 'succeeded') intent.amount_received = intent.amount;
    if (result.status === 'succeeded') emit('payment_intent.succeeded', intent);
    if (result.status === 'requires_payment_method') emit('payment_intent.payment_failed', intent);
  }

  function createIntent(fields: Record<string, unknown>): Obj {
    const id = newId('pi');
    const intent: Obj = {
      id,
      object: 'payment_intent',
      amount: 0,
      amount_received: 0,
      currency: 'usd',
      customer: null,
      payment_method: null,
      description: null,
      metadata: {},
      status: 'requires_confirmation',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      next_action: null,
      last_payment_error: null,
      created: now(),
      ...fields,
    };
    paymentIntents.set(id, intent);
    emit('payment_intent.created', intent);
    return intent;
  }

  function defaultMethodOf(customerId: string): string | null {
    const customer = get(customers, 'customer', customerId, 'customer');
    return ((customer.invoice_settings as Obj).default_payment_method as string | null) ?? null;
  }

  function discountedTotal(subscription: Obj, subtotal: number, first: boolean): number {
    let total = subtotal;
    for (const discountId of subscription.discounts as string[]) {
      const discount = discounts.get(discountId)!;
      const coupon = discount.coupon;
      const months = Math.floor((now() - discount.start) / (30 * 86400));
      const applies =
        coupon.duration === 'forever' ||
        (coupon.duration === 'once' && first) ||
        (coupon.duration === 'repeating' && months < Number(coupon.duration_in_months));
      if (!applies) continue;
      if (coupon.percent_off !== null) total = Math.round((total * (100 - Number(coupon.percent_off))) / 100);
      else if (coupon.amount_off !== null) total = Math.max(0, total - Number(coupon.amount_off));
    }
    return total;
  }

  /** Issues and tries to pay a subscription's invoice, as Stripe does at creation and at each renewal. */
  function invoiceSubscription(subscription: Obj, billingReason: string, offSession: boolean): Obj {
    const items = (subscription.items as { data: Obj[] }).data;
    const subtotal = items.reduce(
      (sum, item) => sum + Number((item.price as Obj).unit_amount) * Number(item.quantity),
      0,
    );
    const afterDiscount = discountedTotal(subscription, subtotal, billingReason === 'subscription_create');
    // Exclusive tax rates add their percentage of the price after the discount.
    const tax = ((subscription.default_tax_rates as Obj[] | undefined) ?? []).reduce(
      (sum, rate) => sum + Math.round((afterDiscount * Number(rate.percentage)) / 100),
      0,
    );
    const total = afterDiscount + tax;
    invoiceCount += 1;
    const invoice: Obj = {
      id: newId('in'),
      object: 'invoice',
      number: `FAKE-${String(invoiceCount).padStart(4, '0')}`,
      customer: subscription.customer,
      status: 'open',
      amount_due: total,
      total_taxes: tax ? [{ amount: tax, tax_behavior: 'exclusive' }] : [],
      amount_paid: 0,
      amount_remaining: total,
      currency: subscription.currency,
      created: now(),
      billing_reason: billingReason,
      hosted_invoice_url: `https://invoice.stripe.com/i/fake/${invoiceCount}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
      payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
    };
    invoices.set(invoice.id, invoice);
    // On a connected account, its invoices and payments are that account's too.
    const onAccount = ownerAccount.get(String(subscription.customer));
    if (onAccount) ownerAccount.set(invoice.id, onAccount);
    subscription.latest_invoice = invoice.id;
    if (total === 0) {
      settle(invoice, true);
      return invoice;
    }
    const intent = createIntent({
      amount: total,
      currency: subscription.currency,
      customer: subscription.customer,
      payment_method: subscription.default_payment_method ?? defaultMethodOf(String(subscription.customer)),
      description: billingReason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      invoice: invoice.id,
      ...(subscription.application_fee_percent !== null && subscription.application_fee_percent !== undefined
        ? { application_fee_amount: Math.round((total * Number(subscription.application_fee_percent)) / 100) }
        : {}),
    });
    if (onAccount) ownerAccount.set(intent.id, onAccount);
    (invoice.payments as { data: Obj[] }).data.push({
      id: newId('inpay'),
      object: 'invoice_payment',
      is_default: true,
      status: 'open',
      payment: { type: 'payment_intent', payment_intent: intent.id },
    });
    pay(intent, offSession);
    if (intent.status !== 'requires_action') settle(invoice, intent.status === 'succeeded');
    return invoice;
  }

  function settle(invoice: Obj, paid: boolean): void {
    if (paid) {
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
      for (const payment of (invoice.payments as { data: Obj[] }).data) payment.status = 'paid';
    }
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    const subscriptionId = ((invoice.parent as Obj).subscription_details as Obj).subscription as string;
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return;
    const status = paid ? 'active' : invoice.billing_reason === 'subscription_create' ? 'incomplete' : 'past_due';
    if (status !== subscription.status) {
      subscription.status = status;
      emit('customer.subscription.updated', subscription);
    }
    // A discount that lasts once is used up by the first invoice.
    subscription.discounts = (subscription.discounts as string[]).filter(
      (id) => discounts.get(id)?.coupon.duration !== 'once',
    );
  }

  function renewDue(): void {
    for (const subscription of subscriptions.values()) {
      const items = (subscription.items as { data: Obj[] }).data;
      while (
        ['active', 'past_due'].includes(String(subscription.status)) &&
        Number(items[0]!.current_period_end) <= now()
      ) {
        if (subscription.cancel_at_period_end || subscription.status === 'past_due') {
          Object.assign(subscription, { status: 'canceled', ended_at: items[0]!.current_period_end });
          emit('customer.subscription.deleted', subscription);
          break;
        }
        const start = Number(items[0]!.current_period_end);
        const end = start + periodSeconds(String(((items[0]!.price as Obj).recurring as Obj).interval));
        for (const item of items) Object.assign(item, { current_period_start: start, current_period_end: end });
        emit('customer.subscription.updated', subscription);
        invoiceSubscription(subscription, 'subscription_cycle', true);
      }
    }
  }

  const subscriptionItem = (subscriptionId: string, priceId: string, quantity: number, start: number): Obj => {
    const price = get(prices, 'price', priceId, 'items[0][price]');
    return {
      id: newId('si'),
      object: 'subscription_item',
      subscription: subscriptionId,
      price,
      quantity,
      current_period_start: start,
      current_period_end: start + periodSeconds(price.recurring.interval),
    };
  };

  function couponOf(params: Record<string, unknown>): Obj {
    if (params.promotion_code) {
      const promotion = get(
        promotionCodes,
        'promotion code',
        String(params.promotion_code),
        'discounts[0][promotion_code]',
      );
      return get(coupons, 'coupon', String((promotion.promotion as Obj).coupon));
    }
    return get(coupons, 'coupon', String(params.coupon), 'discounts[0][coupon]');
  }

  /** Answers one API call; throws StripeFailure for Stripe's error answers. */
  function handle(method: string, path: string, params: Record<string, unknown>, account?: string): unknown {
    // Checkout's two-part resource name read as one.
    const parts = path.replace('/checkout/sessions', '/checkout_sessions').split('/').filter(Boolean).slice(1);
    const [resource, id, action] = parts;
    const expand = new Set((params.expand as string[] | undefined) ?? []);
    if (account) get(accounts, 'account', account, 'Stripe-Account');
    // An object of another account (or of the platform) does not exist for this call, as on Stripe.
    if (id && id !== 'search' && resource !== 'accounts') {
      const known = [customers, subscriptions, paymentIntents, products, prices, paymentMethods, invoices].some((map) =>
        map.has(id),
      );
      if (known && ownerAccount.get(id) !== account) throw missing(resource?.replace(/s$/, '') ?? 'object', id);
    }
    const made = <T extends Obj>(object: T): T => {
      if (account) ownerAccount.set(object.id, account);
      return object;
    };
    switch (`${method} ${resource}${id ? (id === 'search' ? '/search' : '/:id') : ''}${action ? `/${action}` : ''}`) {
      case 'POST accounts': {
        const created: Obj = {
          id: newId('acct'),
          object: 'account',
          type: params.type ?? 'express',
          email: params.email ?? null,
          country: params.country ?? 'US',
          metadata: params.metadata ?? {},
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          created: now(),
        };
        accounts.set(created.id, created);
        return created;
      }
      case 'GET accounts/:id':
        return get(accounts, 'account', id!);
      case 'POST account_links': {
        const linked = get(accounts, 'account', String(params.account), 'account');
        if (!params.refresh_url || !params.return_url) {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            message: 'Missing required param: return_url.',
          });
        }
        return {
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `https://connect.stripe.com/setup/e/${linked.id}/${randomBytes(8).toString('hex')}`,
        };
      }
      case 'POST products': {
        const product = made({
          id: newId('prod'),
          object: 'product',
          name: String(params.name),
          active: true,
          metadata: params.metadata ?? {},
          created: now(),
        });
        products.set(product.id, product);
        return product;
      }
      case 'POST products/:id': {
        const product = get(products, 'product', id!);
        if (params.name !== undefined) product.name = params.name;
        if (params.active !== undefined) product.active = params.active === 'true';
        return product;
      }
      case 'POST prices': {
        const product = get(products, 'product', String(params.product), 'product');
        const recurring = params.recurring as Obj | undefined;
        const price = made({
          id: newId('price'),
          object: 'price',
          active: true,
          product: product.id,
          unit_amount: Number(params.unit_amount),
          currency: String(params.currency),
          recurring: { interval: String(recurring?.interval ?? 'month') },
          metadata: params.metadata ?? {},
        });
        prices.set(price.id, price);
        return price;
      }
      case 'GET prices/:id':
        return get(prices, 'price', id!);
      case 'POST prices/:id': {
        const price = get(prices, 'price', id!);
        if (params.active !== undefined) price.active = params.active === 'true';
        return price;
      }
      case 'POST customers': {
        const customer: Obj = {
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          invoice_settings: { default_payment_method: null },
          created: now(),
        };
        made(customer);
        customers.set(customer.id, customer);
        emit('customer.created', customer);
        return customer;
      }
      case 'GET customers/search': {
        const match = /^metadata\['(\w+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(String(params.query ?? ''));
        if (!match) throw new StripeFailure(400, { type: 'invalid_request_error', message: 'Invalid search query.' });
        const value = match[2]!.replace(/\\(.)/g, '$1');
        const data = [...customers.values()].filter(
          (c) => ownerAccount.get(c.id) === account && (c.metadata as Record<string, string>)[match[1]!] === value,
        );
        return { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/customers/search' };
      }
      case 'GET customers/:id': {
        const customer = structuredClone(get(customers, 'customer', id!));
        const settings = customer.invoice_settings as Obj;
        if (expand.has('invoice_settings.default_payment_method') && settings.default_payment_method) {
          settings.default_payment_method = paymentMethods.get(String(settings.default_payment_method)) ?? null;
        }
        return customer;
      }
      case 'POST customers/:id': {
        const customer = get(customers, 'customer', id!);
        const settings = params.invoice_settings as Obj | undefined;
        if (settings?.default_payment_method) {
          const pm = get(paymentMethods, 'PaymentMethod', String(settings.default_payment_method));
          if (pm.customer !== customer.id) {
            throw new StripeFailure(400, {
              type: 'invalid_request_error',
              message: `The customer does not have a payment method with the ID ${pm.id}.`,
            });
          }
          (customer.invoice_settings as Obj).default_payment_method = pm.id;
        }
        for (const field of ['email', 'name'] as const)
          if (params[field] !== undefined) customer[field] = params[field];
        emit('customer.updated', customer);
        return customer;
      }
      case 'GET payment_methods/:id':
        return get(paymentMethods, 'PaymentMethod', id!);
      case 'POST payment_methods/:id/attach': {
        const customer = get(customers, 'customer', String(params.customer), 'customer');
        if (ownerAccount.get(customer.id) !== account) throw missing('customer', customer.id, 'customer');
        const test = TEST_PAYMENT_METHODS[id!];
        let pm = paymentMethods.get(id!);
        if (!pm && test) {
          pm = {
            id: newId('pm'),
            object: 'payment_method',
            type: 'card',
            card: {
              brand: test.brand,
              last4: test.last4,
              exp_month: 12,
              exp_year: new Date().getUTCFullYear() + 3,
              country: test.country ?? 'US',
            },
            billing_details: { address: { country: null } },
            customer: null,
            created: now(),
            behaviour: test.behaviour,
          };
          paymentMethods.set(pm.id, pm);
          made(pm);
        }
        if (!pm) throw missing('PaymentMethod', id!);
        if (pm.behaviour === 'declined') {
          throw new StripeFailure(402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          });
        }
        pm.customer = customer.id;
        emit('payment_method.attached', pm);
        return pm;
      }
      case 'POST payment_methods/:id/detach': {
        const pm = get(paymentMethods, 'PaymentMethod', id!);
        pm.customer = null;
        return pm;
      }
      case 'POST subscriptions': {
        const customerId = String(params.customer);
        get(customers, 'customer', customerId, 'customer');
        const paymentMethod = defaultMethodOf(customerId);
        if (!paymentMethod) {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'This customer has no attached payment source or default payment method.',
          });
        }
        const subscriptionId = newId('sub');
        const start = now();
        const items = ((params.items as Obj[]) ?? []).map((item) =>
          subscriptionItem(subscriptionId, String(item.price), Number(item.quantity ?? 1), start),
        );
        const discountIds = ((params.discounts as Obj[] | undefined) ?? []).map((entry) => {
          const discountId = newId('di');
          discounts.set(discountId, { coupon: couponOf(entry), start });
          return discountId;
        });
        const defaultTaxRates = ((params.default_tax_rates as string[] | undefined) ?? []).map((rateId) =>
          get(taxRates, 'tax rate', rateId, 'default_tax_rates[0]'),
        );
        const subscription: Obj = {
          id: subscriptionId,
          object: 'subscription',
          customer: customerId,
          default_tax_rates: defaultTaxRates,
          status: 'incomplete',
          currency: (items[0]?.price as Obj | undefined)?.currency ?? 'usd',
          items: {
            object: 'list',
            data: items,
            has_more: false,
            url: `/v1/subscription_items?subscription=${subscriptionId}`,
          },
          cancel_at_period_end: false,
          discounts: discountIds,
          metadata: params.metadata ?? {},
          application_fee_percent:
            params.application_fee_percent === undefined ? null : Number(params.application_fee_percent),
          default_payment_method: null,
          latest_invoice: null,
          created: start,
          start_date: start,
        };
        subscriptions.set(subscriptionId, made(subscription));
        emit('customer.subscription.created', subscription);
        invoiceSubscription(subscription, 'subscription_create', false);
        return withLatestInvoice(subscription, expand);
      }
      case 'POST checkout_sessions': {
        if (params.mode !== 'subscription') {
          throw new StripeFailure(400, { type: 'invalid_request_error', message: 'Only subscription mode is faked.' });
        }
        get(customers, 'customer', String(params.customer), 'customer');
        const lineItems = (params.line_items as Obj[] | undefined) ?? [];
        for (const item of lineItems) get(prices, 'price', String(item.price), 'line_items[0][price]');
        const session: Obj = {
          id: newId('cs_test'),
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          customer: params.customer,
          line_items: lineItems,
          subscription_data: params.subscription_data ?? {},
          metadata: params.metadata ?? {},
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          subscription: null,
          invoice: null,
          amount_total: null,
          created: now(),
        };
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
        checkoutSessions.set(String(session.id), made(session));
        return session;
      }
      case 'GET subscriptions/:id':
        return withLatestInvoice(get(subscriptions, 'subscription', id!), expand);
      case 'POST subscriptions/:id': {
        const subscription = get(subscriptions, 'subscription', id!);
        if (subscription.status === 'canceled') {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          });
        }
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        // Discounts given to a running subscription take the place of those it had.
        if (params.discounts) {
          subscription.discounts = (params.discounts as Obj[]).map((entry) => {
            const discountId = newId('di');
            discounts.set(discountId, { coupon: couponOf(entry), start: now() });
            return discountId;
          });
        }
        if (params.metadata) subscription.metadata = { ...(subscription.metadata as Obj), ...(params.metadata as Obj) };
        if (params.items) {
          const list = subscription.items as { data: Obj[] };
          const start = Number(list.data[0]?.current_period_start ?? now());
          for (const change of params.items as Obj[]) {
            if (change.id) {
              const item = list.data.find((entry) => entry.id === change.id);
              if (!item) throw missing('subscription item', String(change.id));
              if (change.deleted === 'true') list.data = list.data.filter((entry) => entry !== item);
              else if (change.quantity !== undefined) item.quantity = Number(change.quantity);
            } else {
              const item = subscriptionItem(subscription.id, String(change.price), Number(change.quantity ?? 1), start);
              Object.assign(item, { current_period_end: list.data[0]?.current_period_end ?? item.current_period_end });
              list.data.push(item);
            }
          }
        }
        emit('customer.subscription.updated', subscription);
        return withLatestInvoice(subscription, expand);
      }
      case 'POST tax_rates': {
        const rate: Obj = {
          id: newId('txr'),
          object: 'tax_rate',
          active: true,
          display_name: params.display_name,
          percentage: Number(params.percentage),
          inclusive: params.inclusive === 'true',
          country: params.country ?? null,
          created: now(),
        };
        taxRates.set(rate.id, made(rate));
        return rate;
      }
      case 'GET tax_rates': {
        const data = [...taxRates.values()].filter(
          (rate) =>
            ownerAccount.get(rate.id) === account &&
            (params.active === undefined || String(rate.active) === params.active) &&
            (params.inclusive === undefined || String(rate.inclusive) === params.inclusive),
        );
        return { object: 'list', data, has_more: false, url: '/v1/tax_rates' };
      }
      case 'GET coupons/:id':
        return get(coupons, 'coupon', id!);
      case 'GET promotion_codes': {
        const data = [...promotionCodes.values()]
          .filter((promotion) => promotion.code === params.code && (params.active !== 'true' || promotion.active))
          .map((promotion) => {
            const copy = structuredClone(promotion);
            if (expand.has('data.promotion.coupon')) {
              (copy.promotion as Obj).coupon = coupons.get(String((promotion.promotion as Obj).coupon)) ?? null;
            }
            return copy;
          });
        return { object: 'list', data, has_more: false, url: '/v1/promotion_codes' };
      }
      case 'POST payment_intents': {
        const customerId = String(params.customer);
        get(customers, 'customer', customerId, 'customer');
        if (ownerAccount.get(customerId) !== account) throw missing('customer', customerId, 'customer');
        if (params.application_fee_amount !== undefined && !account) {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            message: 'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment.',
          });
        }
        const intent = createIntent({
          ...(params.application_fee_amount !== undefined
            ? { application_fee_amount: Number(params.application_fee_amount) }
            : {}),
          amount: Number(params.amount),
          currency: String(params.currency),
          customer: customerId,
          payment_method: params.payment_method ?? null,
          description: params.description ?? null,
          metadata: params.metadata ?? {},
        });
        made(intent);
        if (params.confirm === 'true') {
          pay(intent, params.off_session === 'true');
          const error = intent.last_payment_error as Obj | null;
          // Stripe answers a refused confirmation with a card error that carries the PaymentIntent.
          if (intent.status === 'requires_payment_method' && error) {
            throw new StripeFailure(402, { ...error, payment_intent: structuredClone(intent) });
          }
        }
        return intent;
      }
      case 'GET payment_intents/:id':
        return get(paymentIntents, 'payment_intent', id!);
      case 'GET invoices': {
        const limit = Number(params.limit ?? 10);
        const data = [...invoices.values()]
          .filter((invoice) => ownerAccount.get(String(invoice.customer)) === account)
          .filter((invoice) => !params.customer || invoice.customer === params.customer)
          .reverse()
          .slice(0, limit);
        return { object: 'list', data, has_more: false, url: '/v1/invoices' };
      }
      default:
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  function withLatestInvoice(subscription: Obj, expand: Set<string>): Obj {
    const copy = structuredClone(subscription);
    if ([...expand].some((path) => path.startsWith('latest_invoice')) && subscription.latest_invoice) {
      copy.latest_invoice = structuredClone(invoices.get(String(subscription.latest_invoice)) ?? null);
    }
    return copy;
  }

  function authenticate(paymentIntentId: string, passed: boolean): void {
    const intent = get(paymentIntents, 'payment_intent', paymentIntentId);
    if (intent.status !== 'requires_action') return;
    intent.next_action = null;
    if (passed) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      emit('payment_intent.succeeded', intent);
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      });
      emit('payment_intent.payment_failed', intent);
    }
    if (intent.invoice) settle(get(invoices, 'invoice', String(intent.invoice)), passed);
  }

  /** The customer pays on Stripe's hosted checkout page with a test card: the subscription is made and the session completes. */
  function completeCheckout(sessionId: string, paymentMethod: string): void {
    const session = get(checkoutSessions, 'checkout session', sessionId);
    const account = ownerAccount.get(sessionId);
    const customerId = String(session.customer);
    const attached = handle(
      'POST',
      `/v1/payment_methods/${paymentMethod}/attach`,
      { customer: customerId },
      account,
    ) as Obj;
    handle(
      'POST',
      `/v1/customers/${customerId}`,
      { invoice_settings: { default_payment_method: attached.id } },
      account,
    );
    const data = session.subscription_data as Obj;
    const subscription = handle(
      'POST',
      '/v1/subscriptions',
      {
        customer: customerId,
        items: session.line_items,
        metadata: data.metadata ?? {},
        ...(data.application_fee_percent === undefined
          ? {}
          : { application_fee_percent: data.application_fee_percent }),
      },
      account,
    ) as Obj;
    const invoice = get(invoices, 'invoice', String(subscription.latest_invoice));
    if (invoice.status !== 'paid') throw new Error(`the checkout's card did not pay: ${String(invoice.status)}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      invoice: invoice.id,
      amount_total: invoice.amount_paid,
    });
    emit('checkout.session.completed', session, account);
  }

  function completeOnboarding(accountId: string): void {
    const account = get(accounts, 'account', accountId);
    Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    emit('account.updated', account, accountId);
  }

  function signedDelivery(event: Obj, signing: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const timestamp = signing.timestamp ?? Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', signing.secret ?? webhookSecret)
      .update(`${timestamp}.${payload}`)
      .digest('hex');
    return {
      rawBody: Buffer.from(payload),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
    };
  }

  function respond(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const onboardMatch = /^\/__onboard\/(\w+)$/.exec(url.pathname);
    if (onboardMatch && method === 'POST') {
      completeOnboarding(onboardMatch[1]!);
      return sendJson(res, 200, { ok: true });
    }
    const authenticateMatch = /^\/__authenticate\/(\w+)$/.exec(url.pathname);
    if (authenticateMatch && method === 'POST') {
      authenticate(authenticateMatch[1]!, url.searchParams.get('result') !== 'fail');
      return sendJson(res, 200, { ok: true });
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
      });
    }
    const params = decodeStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : raw);
    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const stripeAccount = req.headers['stripe-account'] as string | undefined;
    calls.push({
      method,
      path: url.pathname,
      params,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(stripeAccount ? { stripeAccount } : {}),
    });
    if (idempotencyKey) {
      const earlier = replies.get(idempotencyKey);
      if (earlier && earlier.body !== `${url.pathname}?${raw}`) {
        return sendJson(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (earlier) {
        res.setHeader('idempotent-replayed', 'true');
        return sendJson(res, earlier.status, earlier.payload);
      }
    }
    let status = 200;
    let payload: unknown;
    try {
      payload = handle(method, url.pathname, params, stripeAccount);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      payload = { error: error.error };
    }
    if (idempotencyKey) replies.set(idempotencyKey, { body: `${url.pathname}?${raw}`, status, payload });
    res.setHeader('request-id', newId('req'));
    sendJson(res, status, payload);
  }

  const { server, port } = await startLocalServer(respond, options.port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    secretKey,
    webhookSecret,
    calls,
    events,
    customers,
    subscriptions,
    paymentIntents,
    invoices,
    accounts,
    products,
    prices,
    completeOnboarding,
    completeCheckout,
    authenticate,
    advanceClock(ms) {
      clockOffset += ms;
      renewDue();
    },
    signedDelivery,
    async sendEvent(url, event) {
      const delivery = signedDelivery(event);
      const answer = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.rawBody });
      await answer.arrayBuffer();
      return answer.status;
    },
    close: () => closeServer(server),
  };
}

const periodSeconds = (interval: string) => (interval === 'year' ? 365 : 30) * 86400;

/** Stripe's form encoding read back into objects and arrays: `items[0][price]=p` -> { items: [{ price: 'p' }] }. */
export function decodeStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1]!);
      const slot = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

await runStandalone(import.meta.url, async () => {
  const fake = await startFakeStripe({ port: Number(cliArg('--port') ?? 0) });
  console.log(`fake Stripe on ${fake.url}`);
});
