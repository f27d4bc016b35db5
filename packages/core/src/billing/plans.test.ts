import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_PLAN_LIMITS } from '../workspaces/plans.js';
import { CURRENCIES } from './currency.js';
import {
  annualSaving,
  annualSavingPercent,
  hasRoomFor,
  PLAN_LIMITS,
  PLANS,
  PRO_PLAN_FREE_CREDITS,
  payAsYouGoAnnualSaving,
  planById,
  UNLIMITED,
  YEARLY_SAVING_BADGE,
  YEARLY_SAVING_PERCENT,
  ZPlan,
  ZPlanLimits,
} from './plans.js';

describe('the plan catalogue', () => {
  it('holds Free, Pay as you go monthly and yearly, and Enterprise, each a valid plan', () => {
    expect(PLANS.map((p) => p.id)).toEqual(['free', 'pay_as_you_go_monthly', 'pay_as_you_go_yearly', 'enterprise']);
    for (const plan of PLANS) expect(ZPlan.parse(plan)).toEqual(plan);
  });

  it("has the spec's prices per currency", () => {
    expect(planById('free').prices).toEqual({ USD: { amount: 0 }, EUR: { amount: 0 }, GBP: { amount: 0 } });
    expect(planById('free').period).toBe('forever');
    expect(planById('pay_as_you_go_monthly').prices).toEqual({
      USD: { amount: 20 },
      EUR: { amount: 17.5 },
      GBP: { amount: 15 },
    });
    expect(planById('pay_as_you_go_monthly').period).toBe('month');
    const yearly = planById('pay_as_you_go_yearly');
    expect(yearly.period).toBe('year');
    expect(yearly.prices.USD.amount).toBe(144);
    expect(yearly.prices.EUR.amount).toBe(126);
    expect(yearly.prices.GBP.amount).toBe(108);
    expect(planById('enterprise').prices.USD.amount).toBe(1000);
    expect(planById('enterprise').price).toBe('From $1000');
  });

  it('shows twelve monthly payments struck through on the yearly plan', () => {
    const yearly = planById('pay_as_you_go_yearly');
    const monthly = planById('pay_as_you_go_monthly');
    for (const c of CURRENCIES) expect(yearly.prices[c].originalAmount).toBe(monthly.prices[c].amount * 12);
  });

  it('marks Pay as you go as the popular plan', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['pay_as_you_go_monthly', 'pay_as_you_go_yearly']);
  });

  it('gives the Pro plan $5 of free credits', () => {
    expect(PRO_PLAN_FREE_CREDITS).toBe(5000);
    expect(planById('pay_as_you_go_monthly').features).toContain('$5 of free credits');
  });
});

describe('the yearly saving', () => {
  it("saves 40% in every currency, as the 'Save 40%' badge says", () => {
    expect(YEARLY_SAVING_BADGE).toBe(`Save ${YEARLY_SAVING_PERCENT}%`);
    for (const c of CURRENCIES) {
      const monthly = planById('pay_as_you_go_monthly').prices[c].amount;
      const yearly = planById('pay_as_you_go_yearly').prices[c].amount;
      expect(annualSavingPercent(monthly, yearly)).toBe(YEARLY_SAVING_PERCENT);
    }
  });

  it('is 12 times the monthly price minus the yearly price', () => {
    expect(payAsYouGoAnnualSaving('USD')).toBe(96);
    expect(payAsYouGoAnnualSaving('EUR')).toBe(84);
    expect(payAsYouGoAnnualSaving('GBP')).toBe(72);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 12_000_000 }), (m, y) => {
        expect(annualSaving(m / 100, y / 100)).toBe((12 * m - y) / 100);
      }),
    );
  });
});

describe('plan limits', () => {
  it("gives the free plan the spec's defaults", () => {
    expect(PLAN_LIMITS.free).toMatchObject({
      maxAgents: 2,
      maxConcurrentCalls: 10,
      maxClients: 2,
      workspaceSeats: 2,
      twilioPhoneNumberSlots: 0,
    });
    expect(PLAN_LIMITS.free).toMatchObject(FREE_PLAN_LIMITS);
  });

  it('gives every plan valid limits, and no paid plan less than the free one', () => {
    const free = PLAN_LIMITS.free;
    for (const [id, limits] of Object.entries(PLAN_LIMITS)) {
      expect(ZPlanLimits.parse(limits), id).toEqual(limits);
      for (const key of ['maxKbDocsCharCount', 'maxConcurrentCalls', 'workspaceSeats', 'clientSeats'] as const) {
        expect(limits[key], `${id} ${key}`).toBeGreaterThanOrEqual(free[key]);
      }
      expect(limits.maxAgents === UNLIMITED || limits.maxAgents >= (free.maxAgents as number), id).toBe(true);
    }
    expect(PLAN_LIMITS.pay_as_you_go_monthly).toEqual(PLAN_LIMITS.pay_as_you_go_yearly);
  });

  it('tells whether one more fits under a cap, unlimited or not', () => {
    expect(hasRoomFor(1, 2)).toBe(true);
    expect(hasRoomFor(2, 2)).toBe(false);
    expect(hasRoomFor(1_000_000, UNLIMITED)).toBe(true);
  });
});
