import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENCY_DISCOUNT, type Discount } from './discount-codes.js';
import { paymentSummary, subscriptionSubtotal, taxCents } from './payment-summary.js';

describe('paymentSummary', () => {
  it('charges tax on the price after the discount', () => {
    // Pay as you go monthly with Whitelabel and GOAGENCYNOW in the UK.
    const subtotal = subscriptionSubtotal('pay_as_you_go_monthly', { 'whitelabel-new': 1 }, 'GBP');
    expect(subtotal).toBe(215);
    expect(paymentSummary({ subtotal, discount: AGENCY_DISCOUNT, taxRate: 0.2, currency: 'GBP' })).toEqual({
      currency: 'GBP',
      subtotal: 215,
      discount: 107.5,
      afterDiscount: 107.5,
      taxRate: 0.2,
      tax: 21.5,
      total: 129,
    });
  });

  it('rounds every figure to the cent', () => {
    const summary = paymentSummary({ subtotal: 17.5, discount: null, taxRate: 0.19, currency: 'EUR' });
    expect(summary).toMatchObject({ subtotal: 17.5, discount: 0, tax: 3.33, total: 20.83 });
  });

  it('adds the yearly add-on prices to the yearly plan', () => {
    expect(subscriptionSubtotal('pay_as_you_go_yearly', { 'workspace-seat': 2 }, 'USD')).toBe(144 + 144);
    expect(subscriptionSubtotal('free', {}, 'EUR')).toBe(0);
  });

  it('always adds up: total = subtotal - discount + tax, never below zero, discount never above subtotal', () => {
    const discount = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: 100 }).map(
        (p): Discount => ({
          valid: true,
          percent_off: p,
          amount_off: null,
          currency: null,
          name: null,
          duration: 'once',
        }),
      ),
      fc.integer({ min: 0, max: 500_000 }).map(
        (a): Discount => ({
          valid: true,
          percent_off: null,
          amount_off: a,
          currency: 'usd',
          name: null,
          duration: 'once',
        }),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        discount,
        fc.integer({ min: 0, max: 30 }),
        (cents, d, ratePercent) => {
          const s = paymentSummary({ subtotal: cents / 100, discount: d, taxRate: ratePercent / 100, currency: 'USD' });
          const c = (n: number) => Math.round(n * 100);
          expect(c(s.subtotal) - c(s.discount)).toBe(c(s.afterDiscount));
          expect(c(s.afterDiscount) + c(s.tax)).toBe(c(s.total));
          expect(s.discount).toBeLessThanOrEqual(s.subtotal);
          expect(s.total).toBeGreaterThanOrEqual(0);
          expect(c(s.tax)).toBe(Math.round((c(s.afterDiscount) * ratePercent) / 100));
          for (const n of [s.subtotal, s.discount, s.tax, s.total]) expect(c(n) / 100).toBe(n);
        },
      ),
    );
  });
});

describe('taxCents', () => {
  it('rounds the tax to the nearest cent, half a cent up', () => {
    expect(taxCents(2000, 0.19)).toBe(380);
    expect(taxCents(1050, 0.1)).toBe(105);
    // 0.5 cent exactly: 5 cents at 10%.
    expect(taxCents(5, 0.1)).toBe(1);
    expect(taxCents(1999, 0)).toBe(0);
  });
});
