import type { Currency } from '../billing/currency.js';
import { toCents, toUsd } from '../billing/currency.js';
import { USD_PER_CREDIT } from '../billing/model-prices.js';
import type { OrgBillingMargin } from './contracts.js';

export interface MarginPayment {
  amountCents: number;
  platformFeeCents: number;
  currency: Currency;
}

/**
 * Spec 002 §1, issue 29: what the client paid its agency (net of the platform's fee) against the
 * platform's price of the credits its agents used, in US dollars. Payments in EUR or GBP are valued
 * at the client-side rates (§9.2); a credit at the platform's own price (USD_PER_CREDIT).
 */
export function orgMargin(
  orgId: string,
  billingApplies: boolean,
  payments: readonly MarginPayment[],
  creditsUsed: number,
): OrgBillingMargin {
  let grossCents = 0;
  let feeCents = 0;
  for (const payment of payments) {
    grossCents += toCents(toUsd(payment.amountCents / 100, payment.currency));
    feeCents += toCents(toUsd(payment.platformFeeCents / 100, payment.currency));
  }
  const paidCents = grossCents - feeCents;
  const costCents = toCents(creditsUsed * USD_PER_CREDIT);
  return {
    orgId,
    billingApplies,
    paid: paidCents / 100,
    platformFee: feeCents / 100,
    creditsUsed,
    cost: costCents / 100,
    margin: (paidCents - costCents) / 100,
    currency: 'USD',
  };
}
