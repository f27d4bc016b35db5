import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDON_KEYS,
  type AddonQuantities,
  addonDefinitions,
  addonQuantityRule,
  addonsPrice,
  limitsWith,
  ZAddonDefinition,
  ZAddonQuantities,
} from './addons.js';
import { PLAN_LIMITS, UNLIMITED } from './plans.js';

const quantities = fc.record(
  Object.fromEntries(ADDON_KEYS.map((key) => [key, fc.integer({ min: 0, max: addonQuantityRule(key).max })])),
) as fc.Arbitrary<AddonQuantities>;

describe('the add-on catalogue', () => {
  it("has the spec's keys with their monthly and yearly prices, the same in every currency", () => {
    const monthly = Object.fromEntries(addonDefinitions('monthly').map((a) => [a.id, a.prices]));
    const yearly = Object.fromEntries(addonDefinitions('yearly').map((a) => [a.id, a.prices]));
    const expected = {
      'whitelabel-new': [200, 1440],
      'workspace-seat': [10, 72],
      client_seat: [15, 108],
      'concurrent-call-line': [5, 36],
      'twilio-phone-number': [3, 21],
    };
    expect(Object.keys(monthly)).toEqual(Object.keys(expected));
    for (const [key, [m, y]] of Object.entries(expected)) {
      expect(monthly[key]?.map((p) => [p.currency, p.amount])).toEqual([
        ['USD', m],
        ['EUR', m],
        ['GBP', m],
      ]);
      expect(yearly[key]?.map((p) => [p.currency, p.amount, p.originalAmount])).toEqual([
        ['USD', y, (m as number) * 12],
        ['EUR', y, (m as number) * 12],
        ['GBP', y, (m as number) * 12],
      ]);
    }
    for (const a of [...addonDefinitions('monthly'), ...addonDefinitions('yearly')]) ZAddonDefinition.parse(a);
    expect(addonDefinitions('yearly')[0]?.period).toBe('year');
  });

  it('lets Whitelabel be 0 or 1 and the others 0 to 10 in steps of 1', () => {
    expect(addonQuantityRule('whitelabel-new')).toEqual({ min: 0, max: 1, step: 1 });
    for (const key of ADDON_KEYS.filter((k) => k !== 'whitelabel-new')) {
      expect(addonQuantityRule(key)).toEqual({ min: 0, max: 10, step: 1 });
    }
    expect(ZAddonQuantities.safeParse({ 'whitelabel-new': 1, 'workspace-seat': 10 }).success).toBe(true);
    expect(ZAddonQuantities.safeParse({ 'whitelabel-new': 2 }).error?.issues[0]?.message).toBe(
      'The Whitelabel addon can be added once.',
    );
    expect(ZAddonQuantities.safeParse({ client_seat: 11 }).error?.issues[0]?.message).toBe(
      'Choose between 0 and 10 of the Client seat addon.',
    );
    expect(ZAddonQuantities.safeParse({ client_seat: 1.5 }).success).toBe(false);
    expect(ZAddonQuantities.safeParse({ client_seat: -1 }).success).toBe(false);
    expect(ZAddonQuantities.safeParse({ 'agent-seat': 1 }).success).toBe(false);
  });

  it('prices the chosen add-ons per cycle', () => {
    expect(addonsPrice({ 'whitelabel-new': 1, 'workspace-seat': 2 }, 'monthly')).toBe(220);
    expect(addonsPrice({ 'whitelabel-new': 1, 'workspace-seat': 2 }, 'yearly')).toBe(1584);
    expect(addonsPrice({}, 'monthly')).toBe(0);
  });
});

describe('limitsWith', () => {
  const plan = PLAN_LIMITS.pay_as_you_go_monthly;

  it('is the plan itself without add-ons', () => {
    expect(limitsWith(plan, {})).toEqual(plan);
  });

  it('adds what Whitelabel includes: 5 client seats, 1 phone number, 2 workspace seats, and unlimited agents', () => {
    const limits = limitsWith(plan, { 'whitelabel-new': 1 });
    expect(limits.clientSeats).toBe(plan.clientSeats + 5);
    expect(limits.maxClients).toBe(plan.clientSeats + 5);
    expect(limits.twilioPhoneNumberSlots).toBe(plan.twilioPhoneNumberSlots + 1);
    expect(limits.workspaceSeats).toBe(plan.workspaceSeats + 2);
    expect(limits.maxAgents).toBe(UNLIMITED);
    expect(limits.maxConcurrentCalls).toBe(plan.maxConcurrentCalls);
  });

  it('adds one of its limit for each add-on bought', () => {
    const limits = limitsWith(plan, {
      'workspace-seat': 3,
      client_seat: 4,
      'concurrent-call-line': 5,
      'twilio-phone-number': 6,
    });
    expect(limits).toEqual({
      ...plan,
      workspaceSeats: plan.workspaceSeats + 3,
      clientSeats: plan.clientSeats + 4,
      maxClients: plan.clientSeats + 4,
      maxConcurrentCalls: plan.maxConcurrentCalls + 5,
      twilioPhoneNumberSlots: plan.twilioPhoneNumberSlots + 6,
    });
  });

  it('keeps the knowledge characters, monthly credits and channels of the plan, and never lowers a limit', () => {
    const withChannels = { ...plan, channels: ['whatsapp' as const] };
    fc.assert(
      fc.property(quantities, (q) => {
        const limits = limitsWith(withChannels, q);
        expect(limits.maxKbDocsCharCount).toBe(plan.maxKbDocsCharCount);
        expect(limits.maxMonthlyCredits).toBe(plan.maxMonthlyCredits);
        expect(limits.channels).toEqual(['whatsapp']);
        for (const key of ['workspaceSeats', 'clientSeats', 'maxConcurrentCalls', 'twilioPhoneNumberSlots'] as const) {
          expect(limits[key]).toBeGreaterThanOrEqual(plan[key]);
        }
      }),
    );
  });
});
