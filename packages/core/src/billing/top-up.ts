import { z } from 'zod';
import { toCents } from './currency.js';
import { USD_PER_CREDIT } from './model-prices.js';

/**
 * The owner's USD balance (spec 002 §2.5) is not a second purse: it is the credit balance valued
 * at USD_PER_CREDIT, and a top-up of N dollars buys N / USD_PER_CREDIT credits. One balance, the ledger's.
 */
export const usdBalanceOf = (credits: number) => Math.floor(toCents(credits * USD_PER_CREDIT)) / 100;
export const creditsForUsd = (amount: number) => Math.round(amount / USD_PER_CREDIT);

/** Whole dollars; the minimum is the client top-up's (spec 002 §9.2), the maximum the credit slider's worth. */
export const USD_TOP_UP = { min: 5, max: 1000 } as const;
export const USD_TOP_UP_RANGE_MESSAGE = `Choose a top-up between $${USD_TOP_UP.min} and $${USD_TOP_UP.max}, in whole dollars.`;
/** Spec 002 §4.1: top-up is disabled on the free plan. */
export const USD_TOP_UP_FREE_PLAN = 'You are on the free plan. Upgrade to top up your balance.';
export const USD_TOP_UP_NEEDS_PAYMENT_METHOD = 'Add a payment method to top up your balance.';

export const ZUsdTopUpBody = z.strictObject({
  amount: z
    .number({ error: USD_TOP_UP_RANGE_MESSAGE })
    .int(USD_TOP_UP_RANGE_MESSAGE)
    .min(USD_TOP_UP.min, USD_TOP_UP_RANGE_MESSAGE)
    .max(USD_TOP_UP.max, USD_TOP_UP_RANGE_MESSAGE),
});
export type UsdTopUpBody = z.infer<typeof ZUsdTopUpBody>;
