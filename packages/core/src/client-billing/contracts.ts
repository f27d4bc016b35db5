import { z } from 'zod';
import { ZAgencyPlan } from '../billing/agency-plans.js';
import { ZInvoice, ZPaymentMethodView, ZSubscriptionStatus } from '../billing/contracts.js';
import { ZCurrency } from '../billing/currency.js';
import { ZOrgAutoRechargeSettings } from '../org-billing/auto-recharge.js';

/**
 * A client's Billing Dashboard (spec 002 §2.6, §5.6, §7.2): its organisation pays its agency on the
 * agency's connected payment account, in the agency's currency, at the agency's price per credit.
 */

/** Spec 002 §5.6, §9.2: a purchase below this is raised to it. */
export const CLIENT_CREDIT_PURCHASE_MIN = 1000;
/** Spec 002 §5.6: a top-up below 5 units of the currency is not made. */
export const CLIENT_TOP_UP_MIN = 5;
/** Spec 002 §2.6: Recent Invoices shows the latest 4. */
export const CLIENT_INVOICES_SHOWN = 4;

/** Spec 002 §8.2, word for word. */
export const CLIENT_CREDITS_PURCHASED = 'Credits purchased successfully';
export const CLIENT_CREDITS_PURCHASE_FAILED = 'Failed to purchase credits';
export const CLIENT_SUBSCRIPTION_FAILED = 'Failed to create subscription';
export const CLIENT_SUBSCRIPTION_CREATED = 'Subscription Created!';
export const CLIENT_SUBSCRIPTION_ERROR = 'Subscription Error';
export const CLIENT_SUBSCRIPTION_CANCELED = 'Subscription successfully canceled';
export const CLIENT_SUBSCRIPTION_CANCEL_FAILED = 'Failed to cancel subscription';
export const CLIENT_PAYMENT_UPDATED = 'Payment information updated successfully';
export const CLIENT_PAYMENT_UPDATE_FAILED = 'Failed to update payment information';
export const CLIENT_ADDRESS_INCOMPLETE = 'Please complete all required address fields';
export const CLIENT_CARD_FORM_MISSING = 'Card or address form is missing';
export const CLIENT_TOPPED_UP = 'Successfully topped up balance';
export const CLIENT_TOP_UP_FAILED = 'Failed to top up balance';
export const CLIENT_SUBSCRIPTION_LOAD_FAILED = 'Failed to load subscription data';
export const CLIENT_APPLE_PAY_MISSING = 'Apple Pay is not yet implemented';
/** Our words: a purchase needs a saved card first (spec 002 §5.6). */
export const CLIENT_BILLING_NEEDS_CARD = 'Add a payment method first.';
/** Our words: the organisation's billing is off, or its agency has no payment account connected. */
export const CLIENT_BILLING_UNAVAILABLE = 'Billing is not available for this organization.';
export const CLIENT_PLAN_NOT_FOUND = 'This plan no longer exists. Please refresh and try again.';
export const CLIENT_ALREADY_SUBSCRIBED = 'Your organization already has an active subscription.';
export const CLIENT_NO_SUBSCRIPTION = 'Your organization has no active subscription.';

/** Spec 002 §5.6: 'Minimum amount: {symbol}5'. */
export const clientTopUpHint = (symbol: string) => `Minimum amount: ${symbol}${CLIENT_TOP_UP_MIN}`;
/** Spec 002 §5.6: lower values are raised to 1000. */
export const clientCreditsToBuy = (credits: number) => Math.max(CLIENT_CREDIT_PURCHASE_MIN, Math.round(credits));
/** Spec 002 §4.3: a payment that neither succeeded nor awaits 3-D Secure. */
export const paymentFailedWithStatus = (status: string) => `Payment failed with status: ${status}`;

export const ZClientOrgSubscription = z.object({
  planId: z.string(),
  status: ZSubscriptionStatus,
  currentPeriodEnd: z.number().int(),
  cancelAtPeriodEnd: z.boolean(),
});

export const ZClientBillingSummary = z.object({
  /** 'sandbox' is labelled 'Test mode' and takes test card numbers. */
  mode: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().nullable(),
  /** The agency's connected account, for the browser's card form on Stripe. */
  accountId: z.string(),
  /** Spec 002 §2.6: shown with one decimal. */
  credits: z.number(),
  currency: ZCurrency,
  symbol: z.string(),
  /** The agency's price of one credit, in `currency`. */
  pricePerCredit: z.number(),
  plans: z.array(ZAgencyPlan),
  subscription: ZClientOrgSubscription.nullable(),
  paymentMethod: ZPaymentMethodView.nullable(),
  /** The email the payment form shows read-only (spec 002 §5.6). */
  email: z.string(),
  autoRecharge: ZOrgAutoRechargeSettings,
  invoices: z.array(ZInvoice),
});
export type ClientBillingSummary = z.infer<typeof ZClientBillingSummary>;

export const ZClientPaymentMethodBody = z.strictObject({ paymentMethodId: z.string().min(1).max(200) });
export const ZClientCreditPurchaseBody = z.strictObject({ credits: z.number().int().min(0).max(10_000_000) });
export const ZClientTopUpBody = z.strictObject({
  amount: z.number().min(CLIENT_TOP_UP_MIN, `Minimum amount: ${CLIENT_TOP_UP_MIN}`).max(100_000),
});
export const ZClientSubscribeBody = z.strictObject({
  planId: z.string().min(1).max(64),
  /** The dashboard page the payment page comes back to, on the agency's own address. */
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])/, 'A path on this site.')
    .optional(),
});
/** Select Plan's answer (spec 002 §7.2): the payment page the browser is sent to. */
export const ZClientCheckout = z.object({ sessionUrl: z.string() });
/** The Billing Dashboard's address parameter on the way back from the payment page. */
export const CLIENT_CHECKOUT_PARAM = 'checkout';
export const ZClientCheckoutResult = z.enum(['subscribed', 'canceled']);
export type ClientCheckoutResult = z.infer<typeof ZClientCheckoutResult>;
/** Our words: the client came back from the payment page without paying. */
export const CLIENT_CHECKOUT_CANCELED = 'The payment was canceled: no plan was subscribed.';

/** What a purchase or top-up gave: the organisation's balance after it. */
export const ZClientPurchaseResult = z.object({ credits: z.number(), creditsAdded: z.number(), message: z.string() });
export type ClientPurchaseResult = z.infer<typeof ZClientPurchaseResult>;
export const ZClientMessage = z.object({ message: z.string() });
