import { describe, expect, it } from 'vitest';
import {
  AUTO_RECHARGE_AMOUNT,
  AUTO_RECHARGE_THRESHOLD,
  autoRechargeSaveBlocked,
  autoRechargeSaveError,
  DEFAULT_AUTO_RECHARGE,
  needsRecharge,
  ZAutoRechargeSettings,
} from './auto-recharge.js';

describe('auto-recharge settings', () => {
  it('takes a threshold of 100 to 5000 in steps of 100, default 500', () => {
    expect(AUTO_RECHARGE_THRESHOLD).toEqual({ min: 100, max: 5000, step: 100, default: 500 });
    const ok = (threshold: number) => ZAutoRechargeSettings.safeParse({ ...DEFAULT_AUTO_RECHARGE, threshold }).success;
    expect([100, 500, 5000].map(ok)).toEqual([true, true, true]);
    expect([0, 50, 150, 5100].map(ok)).toEqual([false, false, false, false]);
    expect(
      ZAutoRechargeSettings.safeParse({ ...DEFAULT_AUTO_RECHARGE, threshold: 150 }).error?.issues[0]?.message,
    ).toBe('Choose a threshold between 100 and 5000 credits, in steps of 100.');
  });

  it('takes an amount of 5 to 100 in steps of 5, default 5', () => {
    expect(AUTO_RECHARGE_AMOUNT).toEqual({ min: 5, max: 100, step: 5, default: 5 });
    const ok = (amount: number) => ZAutoRechargeSettings.safeParse({ ...DEFAULT_AUTO_RECHARGE, amount }).success;
    expect([5, 50, 100].map(ok)).toEqual([true, true, true]);
    expect([0, 7, 105].map(ok)).toEqual([false, false, false]);
    expect(ZAutoRechargeSettings.safeParse({ ...DEFAULT_AUTO_RECHARGE, amount: 7 }).error?.issues[0]?.message).toBe(
      'Choose an amount between $5 and $100, in steps of $5.',
    );
    expect(DEFAULT_AUTO_RECHARGE).toEqual({ enabled: false, threshold: 500, amount: 5 });
  });

  it('cannot be saved on the free plan, nor without a payment method', () => {
    expect(autoRechargeSaveBlocked('free', true)).toBe('You are on the free plan. You cannot enable auto-recharge.');
    expect(autoRechargeSaveBlocked('pay_as_you_go_monthly', false)).toBe(
      'Add a payment method to save automatic recharge settings.',
    );
    expect(autoRechargeSaveBlocked('pay_as_you_go_yearly', true)).toBeNull();
  });

  it("reports a failed save with the server's message, else the error, else its own", () => {
    expect(autoRechargeSaveError('Card declined', 'HTTP 402')).toBe('Card declined');
    expect(autoRechargeSaveError(undefined, 'Network down')).toBe('Network down');
    expect(autoRechargeSaveError('', null)).toBe('Failed to update auto-recharge settings.');
  });

  it('asks for a recharge when a debit leaves the balance below the threshold, if switched on', () => {
    const on = { enabled: true, threshold: 500 };
    expect(needsRecharge(on, 499)).toBe(true);
    expect(needsRecharge(on, 500)).toBe(false);
    expect(needsRecharge({ ...on, enabled: false }, 10)).toBe(false);
  });
});
