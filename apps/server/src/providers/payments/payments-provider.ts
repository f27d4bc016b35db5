/**
 * What the billing feature asks of a payment service, in the product's terms: a workspace is a
 * customer with one saved card, a plan and its add-ons are one subscription with an item per
 * price, and credits and top-ups are one-off charges. Two implementations: Stripe (the official
 * SDK) and the embedded sandbox, which follows Stripe's test cards.
 */
export interface PaymentsProvider {
  /** `sandbox` is labelled 'Test mode' in the dashboard. */
  readonly mode: 'stripe' | 'sandbox';
  /** The key the browser's card form uses (Stripe Elements); null in the sandbox, which takes test card numbers. */
  readonly publishableKey: string | null;

  /**
   * The customer of a workspace (or of an agency's client organisation, on the agency's connected
   * account), created the first time; the same id every later time.
   */
  ensureCustomer(
    customer: { workspaceRef: string; email: string; name: string },
    account?: ConnectedAccountRef,
  ): Promise<string>;
  /** Attaches a card (from the browser's card form) and makes it the one renewals and charges use; the old one is removed. */
  setDefaultPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    account?: ConnectedAccountRef,
  ): Promise<PaymentCard>;
  getDefaultPaymentMethod(customerId: string, account?: ConnectedAccountRef): Promise<PaymentCard | null>;

  /** Starts a subscription paid by the default card; its first payment may need the browser's 3-D Secure step. */
  createSubscription(request: CreateSubscriptionRequest): Promise<CreatedSubscription>;
  /**
   * Sets the subscription's items to exactly `items` (an item left out or at quantity 0 is
   * removed). Changes apply from the next billing cycle: nothing is prorated.
   */
  updateSubscriptionItems(subscriptionId: string, items: SubscriptionItem[]): Promise<Subscription>;
  /** true: the subscription ends at the end of the period; false: it renews again (reactivate). */
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
    account?: ConnectedAccountRef,
  ): Promise<Subscription>;
  retrieveSubscription(subscriptionId: string, account?: ConnectedAccountRef): Promise<Subscription>;
  /** What a discount code gives, or `{ valid: false }` for a code that does not exist or can no longer be used. */
  checkDiscountCode(code: string): Promise<Discount>;

  /** A one-off payment from the default card; the same idempotency key answers the first payment again. */
  chargeOnce(charge: ChargeRequest): Promise<Payment>;
  /**
   * The payment after the browser's 3-D Secure step. With Stripe the browser completed it
   * through Stripe.js and this reads the outcome; the sandbox's dashboard step reports it in
   * `outcome`.
   */
  confirmPayment(paymentId: string, outcome?: { authenticated: boolean }): Promise<Payment>;

  /** The customer's invoices, newest first. */
  listInvoices(customerId: string, limit: number, account?: ConnectedAccountRef): Promise<Invoice[]>;

  // Agencies' own payment accounts (Stripe Connect), on which their clients pay them.

  /** A connected account for an agency; the same idempotency key gives the same account. */
  createConnectedAccount(request: {
    agencyRef: string;
    email: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  /** Where the agency fills in its details; it comes back to `returnUrl`, or to `refreshUrl` when the link expired. */
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  getConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /**
   * An agency plan as a product with a monthly price on its account. A plan saved before passes
   * its ids: a changed amount or currency gives a new price and archives the old one (prices
   * never change), a changed name renames the product.
   */
  savePlan(accountId: string, plan: SavePlanRequest): Promise<SavedPlan>;
  /** The plan's product and price can no longer be bought; subscriptions to it are left as they are. */
  archivePlan(accountId: string, plan: SavedPlan): Promise<void>;
  /**
   * The payment service's hosted page where a client pays for a subscription to an agency's plan
   * (Stripe Checkout in subscription mode; in Test mode a page of the product). It sends the browser
   * back to `successUrl` once paid, or to `cancelUrl`; `checkout.completed` tells that it was paid.
   */
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<SubscriptionCheckout>;

  /**
   * Checks a webhook delivery's signature on its raw body and reads the event; throws
   * PaymentsError('WEBHOOK_SIGNATURE_INVALID') when the signature is wrong or too old. null:
   * a genuine event the product does not act on (answer 200 and drop it).
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;

  /**
   * Puts a discount code on a running subscription in place of any it had: its invoices from the
   * next one on are discounted. Throws INVALID_DISCOUNT_CODE for a code the service does not know.
   */
  applyDiscountCode(subscriptionId: string, code: string): Promise<Subscription>;
}

/** An agency's connected account: the calls made on it act on the agency's own customers and prices. */
export interface ConnectedAccountRef {
  accountId: string;
}

export interface ConnectedAccount {
  accountId: string;
  /** Its onboarding is filled in. */
  detailsSubmitted: boolean;
  /** It may take payments. */
  chargesEnabled: boolean;
}

export interface SavePlanRequest {
  /** The plan's ids from its last save; absent the first time. */
  existing?: SavedPlan;
  name: string;
  unitAmountCents: number;
  /** Lower-case ISO code: usd, eur, gbp. */
  currency: string;
  /** Our plan row's id, for the idempotency keys of the calls that create. */
  planRef: string;
}

export interface SubscriptionCheckoutRequest {
  customerId: string;
  /** The agency's account; the platform keeps `applicationFeePercent` of every invoice. */
  account: ConnectedAccountRef & { applicationFeePercent: number };
  items: SubscriptionItem[];
  successUrl: string;
  cancelUrl: string;
  /** Handed back in `checkout.completed`, to find what was bought. */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface SubscriptionCheckout {
  sessionId: string;
  /** Where the browser is sent to pay. */
  url: string;
}

export interface SavedPlan {
  productId: string;
  priceId: string;
}

export interface PaymentCard {
  id: string;
  /** As Stripe names it: visa, mastercard, amex ... */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /**
   * ISO 3166-1 alpha-2: the billing address's country when the card form gave one, else the
   * country that issued the card; null when the service knows neither.
   */
  country: string | null;
}

/** One price of the catalogue (plan or add-on, monthly or yearly), by the product's key, and how many. */
export interface SubscriptionItem {
  priceKey: string;
  quantity: number;
}

export interface CreateSubscriptionRequest {
  customerId: string;
  /**
   * On an agency's connected account: `items` then name prices of that account (its plans' price
   * ids) and the platform keeps `applicationFeePercent` of every invoice.
   */
  account?: ConnectedAccountRef & { applicationFeePercent: number };
  items: SubscriptionItem[];
  /** A discount code the customer typed (checked with checkDiscountCode first). */
  couponCode?: string;
  /** Tax added to every invoice, on the price after the discount; absent: none. */
  tax?: SubscriptionTax;
  idempotencyKey: string;
}

/** A tax rate added on top of a subscription's prices (exclusive), as the invoice shows it. */
export interface SubscriptionTax {
  /** 19 is 19%. */
  percent: number;
  /** The tax's name on the invoice: 'VAT'. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Stripe's subscription statuses, which the sandbox uses too. */
export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export interface Subscription {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  items: SubscriptionItem[];
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The discount code it was started with, while the discount still applies. */
  discountCode: string | null;
}

export interface CreatedSubscription extends Subscription {
  /** The payment of the first invoice; null when nothing was due (a 100% discount). */
  latestPayment: Payment | null;
}

/**
 * Stripe's PaymentIntent statuses. Spec 002 §4.3: succeeded and requires_action count as
 * success; any other is 'Payment failed with status: {status}'.
 */
export type PaymentStatus =
  | 'succeeded'
  | 'requires_action'
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'processing'
  | 'requires_capture'
  | 'canceled';

export interface Payment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  /** For the browser's 3-D Secure step (Stripe.js `confirmCardPayment`); present while the payment is open. */
  clientSecret?: string;
  /** Why the card was refused, in the card network's words as Stripe gives them ('Your card was declined.'). */
  failureMessage?: string;
}

export interface ChargeRequest {
  customerId: string;
  /** Charged on an agency's connected account, the platform keeping `applicationFeeCents` of it. */
  account?: ConnectedAccountRef & { applicationFeeCents: number };
  amountCents: number;
  /** Lower-case ISO code: usd, eur, gbp. */
  currency: string;
  description: string;
  idempotencyKey: string;
  /** true when the customer is not there to authenticate (auto-recharge): a card that asks for 3-D Secure then fails. */
  offSession: boolean;
  /** Handed back in the payment's events, to find what the payment was for (a top-up, a recharge row). */
  metadata?: Record<string, string>;
}

export interface Discount {
  valid: boolean;
  code: string;
  /** The name the customer sees ('Agency launch offer'). */
  name?: string;
  percentOff?: number;
  amountOffCents?: number;
  /** The currency of `amountOffCents`. */
  currency?: string;
  duration?: 'forever' | 'once' | 'repeating';
  durationInMonths?: number;
}

export interface Invoice {
  id: string;
  number: string | null;
  created: Date;
  /** The provider's page for the invoice; null in the sandbox, which hosts none. */
  hostedInvoiceUrl: string | null;
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
}

interface EventBase {
  /** The provider's event id: the webhook inbox is keyed by it, so a repeated delivery is handled once. */
  id: string;
  created: Date;
  /** The agency's connected account the event happened on; absent for the platform's own. */
  account?: string;
}

export type PaymentEvent =
  | (EventBase & {
      type: 'payment.succeeded' | 'payment.failed';
      paymentId: string;
      customerId: string;
      amountCents: number;
      currency: string;
      metadata: Record<string, string>;
      failureMessage?: string;
    })
  | (EventBase & {
      type: 'invoice.paid' | 'invoice.payment_failed';
      invoiceId: string;
      customerId: string;
      subscriptionId: string | null;
      amountPaidCents: number;
      amountDueCents: number;
      currency: string;
      /** subscription_create for the first invoice, subscription_cycle for a renewal. */
      billingReason: string;
    })
  | (EventBase & {
      type: 'subscription.updated' | 'subscription.deleted';
      subscription: Subscription;
    })
  | (EventBase & {
      /** A checkout page was paid: its subscription exists and its first invoice is paid. */
      type: 'checkout.completed';
      sessionId: string;
      customerId: string;
      subscriptionId: string | null;
      /** The subscription's first invoice, and what it was paid. */
      invoiceId: string | null;
      amountCents: number;
      metadata: Record<string, string>;
    })
  | (EventBase & {
      /** A connected account's onboarding or capabilities changed: its status is to be read again. */
      type: 'account.updated';
      connectedAccount: ConnectedAccount;
    });

export type PaymentsErrorCode =
  /** A webhook whose signature is missing, wrong or too old. */
  | 'WEBHOOK_SIGNATURE_INVALID'
  /** The card was refused; the message is the card network's reason. */
  | 'CARD_DECLINED'
  /** In the sandbox: a card number that is not one of the test cards. */
  | 'CARD_NOT_ACCEPTED'
  /** A discount code that does not exist or can no longer be used. */
  | 'INVALID_DISCOUNT_CODE'
  /** A subscription or a charge with no saved card to pay it. */
  | 'NO_PAYMENT_METHOD'
  /** A price key with no price in the configuration. */
  | 'PRICE_NOT_FOUND'
  | 'NOT_FOUND'
  /** The payment service could not be reached or refused the request for another reason. */
  | 'PAYMENTS_FAILED';

/** A refusal the billing feature maps to its AppError codes; `message` is fit to show. */
export class PaymentsError extends Error {
  constructor(
    readonly code: PaymentsErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentsError';
  }
}
