import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_DISCOUNT,
  checkDiscountCode,
  type Discount,
  discountAmount,
  discountCents,
  discountCodeRuleError,
  keepsDiscountCode,
  ZDiscount,
  ZDiscountCode,
} from './discount-codes.js';

const percent = (percent_off: number, duration: Discount['duration'] = 'once'): Discount => ({
  valid: true,
  percent_off,
  amount_off: null,
  currency: null,
  name: 'TEST',
  duration,
});
const fixed = (amount_off: number, currency: string | null = 'usd'): Discount => ({
  valid: true,
  percent_off: null,
  amount_off,
  currency,
  name: 'TEST',
  duration: 'forever',
});
const monthlyWithWhitelabel = { planId: 'pay_as_you_go_monthly' as const, addons: { 'whitelabel-new': 1 } };

describe('discount code rules (spec 002 §5.1)', () => {
  it("asks for a code when there is none: 'Please enter a discount code.'", () => {
    expect(discountCodeRuleError({ code: '  ', ...monthlyWithWhitelabel })).toBe('Please enter a discount code.');
    expect(ZDiscountCode.safeParse('').error?.issues[0]?.message).toBe('Please enter a discount code.');
    expect(ZDiscountCode.parse(' goagencynow ')).toBe('GOAGENCYNOW');
  });

  it('refuses every code on the yearly plan', () => {
    for (const code of ['SPRING10', 'GOAGENCYNOW']) {
      expect(discountCodeRuleError({ code, planId: 'pay_as_you_go_yearly', addons: { 'whitelabel-new': 1 } })).toBe(
        'Discount codes cannot be applied to yearly plans (yearly addons already have 40% discount)',
      );
    }
  });

  it('gives GOAGENCYNOW 50% off forever on the monthly plan with Whitelabel, in any case', () => {
    expect(checkDiscountCode({ code: 'GOAGENCYNOW', ...monthlyWithWhitelabel }, null)).toEqual({
      ok: true,
      discount: {
        valid: true,
        percent_off: 50,
        amount_off: null,
        currency: null,
        name: 'GOAGENCYNOW',
        duration: 'forever',
      },
    });
    expect(checkDiscountCode({ code: 'goAgencyNow', ...monthlyWithWhitelabel }, null)).toMatchObject({ ok: true });
  });

  it('requires the Whitelabel addon for GOAGENCYNOW', () => {
    expect(checkDiscountCode({ code: 'GOAGENCYNOW', planId: 'pay_as_you_go_monthly', addons: {} }, null)).toEqual({
      ok: false,
      error: 'This discount code requires the Whitelabel addon to be selected',
    });
  });

  it('accepts GOAGENCYNOW only on monthly Pay as you go', () => {
    for (const planId of ['free', 'enterprise'] as const) {
      expect(discountCodeRuleError({ code: 'GOAGENCYNOW', planId, addons: { 'whitelabel-new': 1 } })).toBe(
        'This discount code is only valid for monthly Pay-as-you-go plans with Whitelabel addon',
      );
    }
  });

  it("says 'Invalid discount code.' when the card provider found no valid code", () => {
    const context = { code: 'NOPE', planId: 'pay_as_you_go_monthly' as const, addons: {} };
    expect(checkDiscountCode(context, null)).toEqual({ ok: false, error: 'Invalid discount code.' });
    expect(checkDiscountCode(context, { ...percent(10), valid: false })).toEqual({
      ok: false,
      error: 'Invalid discount code.',
    });
    expect(checkDiscountCode(context, percent(10))).toEqual({ ok: true, discount: percent(10) });
  });

  it('drops GOAGENCYNOW when Whitelabel is deselected, and keeps other codes', () => {
    expect(keepsDiscountCode('GOAGENCYNOW', { 'whitelabel-new': 1 })).toBe(true);
    expect(keepsDiscountCode('GOAGENCYNOW', { 'whitelabel-new': 0 })).toBe(false);
    expect(keepsDiscountCode('SPRING10', {})).toBe(true);
  });

  it('describes a discount with the shape of spec 002 §3.12', () => {
    expect(ZDiscount.parse(AGENCY_DISCOUNT)).toEqual(AGENCY_DISCOUNT);
    expect(ZDiscount.safeParse({ ...AGENCY_DISCOUNT, duration: 'weekly' }).success).toBe(false);
    expect(ZDiscount.safeParse({ ...AGENCY_DISCOUNT, percent_off: 120 }).success).toBe(false);
  });
});

describe('applying a discount', () => {
  it('takes a percentage of the whole subtotal', () => {
    expect(discountAmount(420, AGENCY_DISCOUNT, 'USD')).toBe(210);
    expect(discountAmount(17.5, percent(10), 'EUR')).toBe(1.75);
  });

  it('subtracts a fixed amount in its own currency, never more than the subtotal', () => {
    expect(discountAmount(20, fixed(500), 'USD')).toBe(5);
    expect(discountAmount(3, fixed(500), 'USD')).toBe(3);
    expect(discountAmount(20, fixed(500, 'eur'), 'USD')).toBe(0);
    expect(discountAmount(20, fixed(500, null), 'GBP')).toBe(5);
  });

  it('never takes off more than the subtotal, nor less than nothing', () => {
    const discounts = fc.oneof(
      fc.integer({ min: 0, max: 100 }).map((p) => percent(p)),
      fc.integer({ min: 0, max: 1_000_000 }).map((a) => fixed(a)),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), discounts, (subtotal, discount) => {
        const off = discountCents(subtotal, discount, 'USD');
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(subtotal);
      }),
    );
  });
});
