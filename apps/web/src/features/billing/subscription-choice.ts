import {
  type AddonQuantities,
  type BillingSummary,
  type Discount,
  type PaymentSummary,
  paymentSummary,
  subscriptionSubtotal,
  taxForCountry,
} from '@agent-platform/core';

/** What the Confirm Subscription modal hands to the payment step. */
export interface SubscriptionChoice {
  planId: 'pay_as_you_go_monthly' | 'pay_as_you_go_yearly';
  addons: AddonQuantities;
  discountCode: string | null;
  discount: Discount | null;
}

/**
 * Spec 002 §9.1: what a choice costs in the workspace's currency, with the tax of its country.
 * Both follow the saved card's country, so a card saved in the payment step can change them.
 */
export function choiceTotals(
  billing: Pick<BillingSummary, 'countryCode' | 'currency'>,
  choice: Pick<SubscriptionChoice, 'planId' | 'addons' | 'discount'>,
): { totals: PaymentSummary; taxDescription: string } {
  const tax = taxForCountry(billing.countryCode);
  const totals = paymentSummary({
    subtotal: subscriptionSubtotal(choice.planId, choice.addons, billing.currency),
    discount: choice.discount,
    taxRate: tax.rate,
    currency: billing.currency,
  });
  return { totals, taxDescription: tax.description };
}
