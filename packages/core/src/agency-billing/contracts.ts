import { z } from 'zod';
import { AGENCY_PLANS_MAX, ZAgencyPlan } from '../billing/agency-plans.js';
import { ZCurrency } from '../billing/currency.js';
import { USD_PER_CREDIT } from '../billing/model-prices.js';

/**
 * The Auto Billing tab of the agency settings (spec 001 §2, spec 002 §2.7): the agency's own
 * payment account, what it charges its clients per credit and in which currency, and its plans.
 */

/** pending: created, onboarding not finished; connected: the account can take its clients' payments. */
export const PAYMENT_ACCOUNT_STATUSES = ['pending', 'connected'] as const;
export const ZPaymentAccountStatus = z.enum(PAYMENT_ACCOUNT_STATUSES);
export type PaymentAccountStatus = z.infer<typeof ZPaymentAccountStatus>;

export const ZPaymentAccount = z.object({
  accountId: z.string(),
  status: ZPaymentAccountStatus,
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
});
export type PaymentAccount = z.infer<typeof ZPaymentAccount>;

/** What an agency charges its clients per credit until it sets its own price. */
export const DEFAULT_AGENCY_USD_PER_CREDIT = USD_PER_CREDIT;
export const AGENCY_USD_PER_CREDIT_MAX = 1;

export const ZAgencyBillingSettingsBody = z.object({
  usdPerCredit: z
    .number({ message: 'Please enter the price per credit.' })
    .positive('The price per credit must be above 0.')
    .max(AGENCY_USD_PER_CREDIT_MAX, `The price per credit can be at most ${AGENCY_USD_PER_CREDIT_MAX}.`),
  currency: ZCurrency,
});
export type AgencyBillingSettingsBody = z.infer<typeof ZAgencyBillingSettingsBody>;

export const ZAgencyBilling = z.object({
  /** 'sandbox' is labelled 'Test mode'. */
  mode: z.enum(['stripe', 'sandbox']),
  /** Spec 001 §6: the Auto Billing tab needs the whitelabel add-on (or its trial). */
  hasWhitelabel: z.boolean(),
  /** Spec 002 §9.6: the platform's fee on the agency's client payments, in percent. */
  transactionFeePercent: z.number(),
  account: ZPaymentAccount.nullable(),
  usdPerCredit: z.number(),
  currency: ZCurrency,
  plans: z.array(ZAgencyPlan),
});
export type AgencyBilling = z.infer<typeof ZAgencyBilling>;

export const ZOnboardingLink = z.object({ url: z.string() });
export type OnboardingLink = z.infer<typeof ZOnboardingLink>;

export const ZAgencyPlanParams = z.object({ planId: z.string().min(1).max(64) });

export const AUTO_BILLING_NEEDS_WHITELABEL_MESSAGE = 'Available in the whitelabel addon only.';
export const PAYMENT_ACCOUNT_ALREADY_CONNECTED_MESSAGE = 'A payment account is already connected.';
export const PAYMENT_ACCOUNT_MISSING_MESSAGE = 'Connect a payment account first.';
export const PAYMENT_ACCOUNT_ONBOARDING_DONE_MESSAGE = 'The payment account has completed its onboarding.';
export const AGENCY_PLANS_MAX_MESSAGE = `You can define up to ${AGENCY_PLANS_MAX} plans.`;
export const AGENCY_PLAN_NOT_FOUND_MESSAGE = 'This plan no longer exists. Please refresh and try again.';
