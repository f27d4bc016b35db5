import { z } from 'zod';
import type { PlanId } from './plans.js';

/** Spec 002 §5.5: threshold in credits, amount in USD. */
export const AUTO_RECHARGE_THRESHOLD = { min: 100, max: 5000, step: 100, default: 500 } as const;
export const AUTO_RECHARGE_AMOUNT = { min: 5, max: 100, step: 5, default: 5 } as const;

/** Spec 002 §8.2 text, for an owner on the free plan too (§4.1: auto-recharge is disabled there). */
export const AUTO_RECHARGE_FREE_PLAN = 'You are on the free plan. You cannot enable auto-recharge.';
/** Spec 002 §8.1: shown when the save failed without a message of its own. */
export const AUTO_RECHARGE_SAVE_FAILED = 'Failed to update auto-recharge settings.';
export const AUTO_RECHARGE_NEEDS_PAYMENT_METHOD = 'Add a payment method to save automatic recharge settings.';
export const AUTO_RECHARGE_THRESHOLD_MESSAGE = `Choose a threshold between ${AUTO_RECHARGE_THRESHOLD.min} and ${AUTO_RECHARGE_THRESHOLD.max} credits, in steps of ${AUTO_RECHARGE_THRESHOLD.step}.`;
export const AUTO_RECHARGE_AMOUNT_MESSAGE = `Choose an amount between $${AUTO_RECHARGE_AMOUNT.min} and $${AUTO_RECHARGE_AMOUNT.max}, in steps of $${AUTO_RECHARGE_AMOUNT.step}.`;

/** After this many failed recharges in a row, auto-recharge switches itself off. */
export const AUTO_RECHARGE_MAX_FAILURES = 3;

const stepped = (rule: { min: number; max: number; step: number }, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(rule.min, message)
    .max(rule.max, message)
    .multipleOf(rule.step, message);

export const ZAutoRechargeSettings = z.strictObject({
  enabled: z.boolean(),
  threshold: stepped(AUTO_RECHARGE_THRESHOLD, AUTO_RECHARGE_THRESHOLD_MESSAGE),
  amount: stepped(AUTO_RECHARGE_AMOUNT, AUTO_RECHARGE_AMOUNT_MESSAGE),
});
export type AutoRechargeSettings = z.infer<typeof ZAutoRechargeSettings>;

export const DEFAULT_AUTO_RECHARGE: AutoRechargeSettings = {
  enabled: false,
  threshold: AUTO_RECHARGE_THRESHOLD.default,
  amount: AUTO_RECHARGE_AMOUNT.default,
};

/** Why the settings cannot be saved (spec 002 §4.4, §5.5), or null. */
export function autoRechargeSaveBlocked(planId: PlanId, hasPaymentMethod: boolean): string | null {
  if (planId === 'free') return AUTO_RECHARGE_FREE_PLAN;
  if (!hasPaymentMethod) return AUTO_RECHARGE_NEEDS_PAYMENT_METHOD;
  return null;
}

/** Spec 002 §8.1: the server's message, else the error's, else the fallback. */
export function autoRechargeSaveError(serverMessage?: string | null, error?: string | null): string {
  return serverMessage?.trim() || error?.trim() || AUTO_RECHARGE_SAVE_FAILED;
}

/**
 * Whether a debit that left this balance calls for a recharge. Every debit below the line asks;
 * the server keeps at most one recharge open per workspace, so a failed one is retried by the next.
 */
export function needsRecharge(settings: Pick<AutoRechargeSettings, 'enabled' | 'threshold'>, balanceAfter: number) {
  return settings.enabled && balanceAfter < settings.threshold;
}
