import { describe, expect, it } from 'vitest';
import {
  CREDIT_PURCHASE,
  CREDIT_QUICK_PICKS,
  canPurchaseCredits,
  creditPurchaseCost,
  ZCreditPurchaseBody,
} from './credit-purchase.js';

describe('credit purchase', () => {
  it('offers the quick picks 1K, 2.5K, 5K and 10K, each a valid purchase', () => {
    expect(CREDIT_QUICK_PICKS.map((p) => [p.credits, p.label])).toEqual([
      [1000, '1K'],
      [2500, '2.5K'],
      [5000, '5K'],
      [10000, '10K'],
    ]);
    for (const { credits } of CREDIT_QUICK_PICKS) expect(ZCreditPurchaseBody.safeParse({ credits }).success).toBe(true);
  });

  it('takes 1000 to 50000 credits in steps of 500', () => {
    expect(CREDIT_PURCHASE).toEqual({ min: 1000, max: 50000, step: 500 });
    const message = 'Choose between 1000 and 50000 credits, in steps of 500.';
    for (const credits of [500, 999, 1250, 50500, 1000.5]) {
      expect(ZCreditPurchaseBody.safeParse({ credits }).error?.issues[0]?.message, String(credits)).toBe(message);
    }
    expect(ZCreditPurchaseBody.safeParse({ credits: '1000' }).success).toBe(false);
    expect(ZCreditPurchaseBody.safeParse({ credits: 50000 }).success).toBe(true);
  });

  it('costs a credit what it is worth when spent: 1000 credits for $1', () => {
    expect(creditPurchaseCost(1000)).toBe(1);
    expect(creditPurchaseCost(2500)).toBe(2.5);
    expect(creditPurchaseCost(50000)).toBe(50);
  });

  it('needs a payment method', () => {
    expect(canPurchaseCredits(false)).toBe(false);
    expect(canPurchaseCredits(true)).toBe(true);
  });
});
