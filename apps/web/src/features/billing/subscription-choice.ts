import type { AddonQuantities, Discount, PaymentSummary } from '@agent-platform/core';

/** What the Confirm Subscription modal hands to the payment step. */
export interface SubscriptionChoice {
  planId: 'pay_as_you_go_monthly' | 'pay_as_you_go_yearly';
  addons: AddonQuantities;
  discountCode: string | null;
  discount: Discount | null;
  summary: PaymentSummary;
}
