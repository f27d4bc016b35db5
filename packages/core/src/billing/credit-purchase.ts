import { z } from 'zod';
import { toCents } from './currency.js';
import { USD_PER_CREDIT } from './model-prices.js';

/** Spec 002 §9.1 quick picks, with the labels the widget shows. */
export const CREDIT_QUICK_PICKS = [
  { credits: 1000, label: '1K' },
  { credits: 2500, label: '2.5K' },
  { credits: 5000, label: '5K' },
  { credits: 10000, label: '10K' },
] as const;

/** Spec 002 §5.5: the custom slider. */
export const CREDIT_PURCHASE = { min: 1000, max: 50000, step: 500 } as const;

/**
 * USD per purchased credit. The spec leaves it to configuration; a credit is sold at the worth it
 * is spent at (model-prices.ts), so a balance means the same in credits and in dollars.
 */
export const CREDIT_PURCHASE_USD_PER_CREDIT = USD_PER_CREDIT;

export const CREDIT_PURCHASE_RANGE_MESSAGE = `Choose between ${CREDIT_PURCHASE.min} and ${CREDIT_PURCHASE.max} credits, in steps of ${CREDIT_PURCHASE.step}.`;
export const CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD = 'Add a payment method to purchase credits.';

/** What the widget's total shows and the charge takes, in USD to the cent. */
export const creditPurchaseCost = (credits: number) => toCents(credits * CREDIT_PURCHASE_USD_PER_CREDIT) / 100;

export const ZCreditPurchaseBody = z.strictObject({
  credits: z
    .number({ error: CREDIT_PURCHASE_RANGE_MESSAGE })
    .int(CREDIT_PURCHASE_RANGE_MESSAGE)
    .min(CREDIT_PURCHASE.min, CREDIT_PURCHASE_RANGE_MESSAGE)
    .max(CREDIT_PURCHASE.max, CREDIT_PURCHASE_RANGE_MESSAGE)
    .multipleOf(CREDIT_PURCHASE.step, CREDIT_PURCHASE_RANGE_MESSAGE),
});
export type CreditPurchaseBody = z.infer<typeof ZCreditPurchaseBody>;

/** Spec 002 §5.5: purchase is disabled without a payment method. */
export const canPurchaseCredits = (hasPaymentMethod: boolean) => hasPaymentMethod;
