import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlanPriceInput, planPrice, planTier, usdPerCredit } from './plan-price.js';
import { UNLIMITED } from './plans.js';

/** A plan with the free plan's included amounts, so only credits cost anything. */
const base: PlanPriceInput = {
  billingCycle: 'monthly',
  credits: 10_000,
  maxAgents: 2,
  workspaceSeats: 2,
  maxConcurrentCalls: 10,
  twilioPhoneNumberSlots: 0,
};

describe('credit tiers', () => {
  it('names the tier by monthly credits: starter, pro, agency', () => {
    expect(planTier(0)).toBe('starter');
    expect(planTier(49_999)).toBe('starter');
    expect(planTier(50_000)).toBe('pro');
    expect(planTier(250_000)).toBe('agency');
  });

  it('prices a credit at 0.001 by default, cheaper in the bigger tiers', () => {
    expect(usdPerCredit(10_000)).toBe(0.001);
    expect(usdPerCredit(-5)).toBe(0.001);
    expect(usdPerCredit(100_000)).toBeLessThan(usdPerCredit(10_000));
    expect(usdPerCredit(300_000)).toBeLessThan(usdPerCredit(100_000));
  });
});

describe('planPrice (spec 002 §9.5)', () => {
  it('is credits times the tier price, rounded, less one when the plan has no stored prices', () => {
    expect(planPrice(base)).toBe(9);
    expect(planPrice({ ...base, credits: 100_000 })).toBe(89);
    expect(planPrice({ ...base, credits: 300_000 })).toBe(239);
  });

  it('takes the stored price for the billing cycle when there is one, with nothing subtracted', () => {
    expect(planPrice({ ...base, storedPrices: { monthly: 29, yearly: 290 } })).toBe(29);
    expect(planPrice({ ...base, billingCycle: 'yearly', storedPrices: { monthly: 29, yearly: 290 } })).toBe(290);
  });

  it('charges ten monthly totals for a year without stored prices', () => {
    expect(planPrice({ ...base, billingCycle: 'yearly' })).toBe(99);
    expect(planPrice({ ...base, maxAgents: 3, billingCycle: 'yearly' })).toBe(149);
  });

  it('adds the per-agent price for agents beyond those included, from the plan or the default', () => {
    expect(planPrice({ ...base, maxAgents: 5 })).toBe(9 + 3 * 5);
    expect(planPrice({ ...base, maxAgents: 5, addonPrices: { agent: 8 } })).toBe(9 + 3 * 8);
    expect(planPrice({ ...base, maxAgents: 5, included: { agents: 4 } })).toBe(9 + 5);
  });

  it('adds the unlimited fee for infinity agents, with no agent charged one by one', () => {
    expect(planPrice({ ...base, maxAgents: UNLIMITED })).toBe(9 + 50);
    expect(planPrice({ ...base, maxAgents: UNLIMITED, addonPrices: { unlimitedAgents: 80, agent: 100 } })).toBe(9 + 80);
  });

  it('adds workspace seats, call lines and number slots beyond the included ones', () => {
    const more = { ...base, workspaceSeats: 4, maxConcurrentCalls: 12, twilioPhoneNumberSlots: 3 };
    expect(planPrice(more)).toBe(9 + 2 * 10 + 2 * 5 + 3 * 3);
    expect(
      planPrice({ ...more, included: { workspaceSeats: 4, concurrentCalls: 12, twilioPhoneNumberSlots: 3 } }),
    ).toBe(9);
  });

  it('with custom branding: adds its price, forces unlimited agents and skips seats, lines and slots', () => {
    const more = { ...base, workspaceSeats: 4, maxConcurrentCalls: 12, twilioPhoneNumberSlots: 3 };
    expect(planPrice({ ...more, features: { customBranding: true } })).toBe(9 + 50 + 200);
    expect(planPrice({ ...more, maxAgents: 40, features: { customBranding: true } })).toBe(9 + 50 + 200);
    expect(planPrice({ ...base, features: { customBranding: true }, addonPrices: { customBranding: 150 } })).toBe(
      9 + 50 + 150,
    );
  });

  it('adds the mini-whitelabel price', () => {
    expect(planPrice({ ...base, features: { miniWhitelabel: true } })).toBe(9 + 50);
    expect(planPrice({ ...base, features: { miniWhitelabel: true }, addonPrices: { miniWhitelabel: 30 } })).toBe(39);
  });

  it('is a whole, never negative price that never falls when more is asked for', () => {
    const input = fc.record({
      billingCycle: fc.constantFrom('monthly' as const, 'yearly' as const),
      credits: fc.integer({ min: 0, max: 1_000_000 }),
      maxAgents: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(UNLIMITED)),
      workspaceSeats: fc.integer({ min: 0, max: 50 }),
      maxConcurrentCalls: fc.integer({ min: 0, max: 50 }),
      twilioPhoneNumberSlots: fc.integer({ min: 0, max: 50 }),
      features: fc.record({ customBranding: fc.boolean(), miniWhitelabel: fc.boolean() }),
    });
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 10 }), (plan, extra) => {
        const price = planPrice(plan);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(planPrice({ ...plan, workspaceSeats: plan.workspaceSeats + extra })).toBeGreaterThanOrEqual(price);
        expect(planPrice({ ...plan, features: { ...plan.features, miniWhitelabel: true } })).toBeGreaterThanOrEqual(
          price,
        );
      }),
    );
  });
});
