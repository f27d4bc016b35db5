import { describe, expect, it } from 'vitest';
import {
  calendarMonthStart,
  DEFAULT_ORG_AUTO_RECHARGE,
  ORG_AUTO_RECHARGE_AMOUNT_MESSAGE,
  ORG_AUTO_RECHARGE_MONTHLY_LIMIT_MESSAGE,
  ORG_AUTO_RECHARGE_THRESHOLD_MESSAGE,
  orgAutoRechargeSaveBlocked,
  orgMonthlyLimitLabel,
  rechargeFitsMonthlyLimit,
  ZOrgAutoRechargeSettings,
} from './auto-recharge.js';

const parse = (patch: Partial<Record<string, unknown>>) =>
  ZOrgAutoRechargeSettings.safeParse({ ...DEFAULT_ORG_AUTO_RECHARGE, ...patch });
const errorOf = (patch: Partial<Record<string, unknown>>) => parse(patch).error?.issues[0]?.message;

describe('the organisation auto-recharge sliders (spec 002 §5.6)', () => {
  it('defaults to a monthly limit of 100, off', () => {
    expect(DEFAULT_ORG_AUTO_RECHARGE).toMatchObject({ enabled: false, monthlyLimit: 100 });
    expect(parse({}).success).toBe(true);
  });

  it('takes a threshold of 500 to 2500 credits in steps of 500', () => {
    for (const threshold of [500, 1000, 1500, 2000, 2500]) expect(parse({ threshold }).success).toBe(true);
    for (const threshold of [0, 499, 750, 3000])
      expect(errorOf({ threshold })).toBe(ORG_AUTO_RECHARGE_THRESHOLD_MESSAGE);
  });

  it('takes an amount of 5 to 25 in steps of 5', () => {
    for (const amount of [5, 10, 15, 20, 25]) expect(parse({ amount }).success).toBe(true);
    for (const amount of [0, 4, 7, 30, 5.5]) expect(errorOf({ amount })).toBe(ORG_AUTO_RECHARGE_AMOUNT_MESSAGE);
  });

  it('takes a monthly limit of 0 to 500 in steps of 25, 0 reading No Limit', () => {
    for (const monthlyLimit of [0, 25, 100, 475, 500]) expect(parse({ monthlyLimit }).success).toBe(true);
    for (const monthlyLimit of [-25, 10, 510, 525])
      expect(errorOf({ monthlyLimit })).toBe(ORG_AUTO_RECHARGE_MONTHLY_LIMIT_MESSAGE);
    expect(orgMonthlyLimitLabel(0)).toBe('No Limit');
    expect(orgMonthlyLimitLabel(125)).toBe('125');
  });

  it('cannot be switched on on the free plan, in the spec words; switching off always saves', () => {
    expect(orgAutoRechargeSaveBlocked({ enabled: true }, false)).toBe(
      'You are on the free plan. You cannot enable auto-recharge.',
    );
    expect(orgAutoRechargeSaveBlocked({ enabled: false }, false)).toBeNull();
    expect(orgAutoRechargeSaveBlocked({ enabled: true }, true)).toBeNull();
  });
});

describe('the monthly charge limit', () => {
  it('lets a recharge through while the month stays within the limit, and not past it', () => {
    expect(rechargeFitsMonthlyLimit({ amount: 25, monthlyLimit: 100, rechargedThisMonth: 75 })).toBe(true);
    expect(rechargeFitsMonthlyLimit({ amount: 25, monthlyLimit: 100, rechargedThisMonth: 80 })).toBe(false);
    expect(rechargeFitsMonthlyLimit({ amount: 5, monthlyLimit: 25, rechargedThisMonth: 0 })).toBe(true);
    expect(rechargeFitsMonthlyLimit({ amount: 30, monthlyLimit: 25, rechargedThisMonth: 0 })).toBe(false);
  });

  it('has no limit at 0', () => {
    expect(rechargeFitsMonthlyLimit({ amount: 25, monthlyLimit: 0, rechargedThisMonth: 100_000 })).toBe(true);
  });

  it('counts from the first instant of the calendar month, in UTC', () => {
    expect(calendarMonthStart(new Date('2025-03-31T23:59:59Z')).toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(calendarMonthStart(new Date('2025-04-01T00:00:00Z')).toISOString()).toBe('2025-04-01T00:00:00.000Z');
  });
});
