import { z } from 'zod';
import { AUTO_RECHARGE_FREE_PLAN } from '../billing/auto-recharge.js';

// Spec 002 §5.6, §9.2: the organisation's auto-recharge sliders. The spec leaves the threshold's and
// amount's defaults to shared constants it does not show: the lowest step of each.
export const ORG_AUTO_RECHARGE_THRESHOLD = { min: 500, max: 2500, step: 500, default: 500 } as const;
export const ORG_AUTO_RECHARGE_AMOUNT = { min: 5, max: 25, step: 5, default: 5 } as const;
export const ORG_AUTO_RECHARGE_MONTHLY_LIMIT = { min: 0, max: 500, step: 25, default: 100 } as const;
/** Spec 002 §5.6: a monthly limit of 0 is shown as this. */
export const ORG_NO_MONTHLY_LIMIT_LABEL = 'No Limit';
/** Spec 002 §8.2, word for word. */
export const ORG_AUTO_RECHARGE_FREE_PLAN = AUTO_RECHARGE_FREE_PLAN;
export const ORG_AUTO_RECHARGE_SAVED = 'Autocharge settings saved!';

export const ORG_AUTO_RECHARGE_THRESHOLD_MESSAGE = `Choose a threshold between ${ORG_AUTO_RECHARGE_THRESHOLD.min} and ${ORG_AUTO_RECHARGE_THRESHOLD.max} credits, in steps of ${ORG_AUTO_RECHARGE_THRESHOLD.step}.`;
export const ORG_AUTO_RECHARGE_AMOUNT_MESSAGE = `Choose an amount between ${ORG_AUTO_RECHARGE_AMOUNT.min} and ${ORG_AUTO_RECHARGE_AMOUNT.max}, in steps of ${ORG_AUTO_RECHARGE_AMOUNT.step}.`;
export const ORG_AUTO_RECHARGE_MONTHLY_LIMIT_MESSAGE = `Choose a monthly limit between ${ORG_AUTO_RECHARGE_MONTHLY_LIMIT.min} and ${ORG_AUTO_RECHARGE_MONTHLY_LIMIT.max}, in steps of ${ORG_AUTO_RECHARGE_MONTHLY_LIMIT.step}.`;

const stepped = (rule: { min: number; max: number; step: number }, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(rule.min, message)
    .max(rule.max, message)
    .multipleOf(rule.step, message);

export const ZOrgAutoRechargeSettings = z.strictObject({
  enabled: z.boolean(),
  threshold: stepped(ORG_AUTO_RECHARGE_THRESHOLD, ORG_AUTO_RECHARGE_THRESHOLD_MESSAGE),
  amount: stepped(ORG_AUTO_RECHARGE_AMOUNT, ORG_AUTO_RECHARGE_AMOUNT_MESSAGE),
  monthlyLimit: stepped(ORG_AUTO_RECHARGE_MONTHLY_LIMIT, ORG_AUTO_RECHARGE_MONTHLY_LIMIT_MESSAGE),
});
export type OrgAutoRechargeSettings = z.infer<typeof ZOrgAutoRechargeSettings>;

export const DEFAULT_ORG_AUTO_RECHARGE: OrgAutoRechargeSettings = {
  enabled: false,
  threshold: ORG_AUTO_RECHARGE_THRESHOLD.default,
  amount: ORG_AUTO_RECHARGE_AMOUNT.default,
  monthlyLimit: ORG_AUTO_RECHARGE_MONTHLY_LIMIT.default,
};

/** The Monthly charge limit slider's label: 0 reads 'No Limit'. */
export const orgMonthlyLimitLabel = (monthlyLimit: number) =>
  monthlyLimit === 0 ? ORG_NO_MONTHLY_LIMIT_LABEL : String(monthlyLimit);

/**
 * Whether a recharge of `amount` fits under the monthly limit, given what was already recharged in
 * the same calendar month (same currency units). A limit of 0 is no limit.
 */
export function rechargeFitsMonthlyLimit(input: {
  amount: number;
  monthlyLimit: number;
  rechargedThisMonth: number;
}): boolean {
  if (input.monthlyLimit === 0) return true;
  return input.rechargedThisMonth + input.amount <= input.monthlyLimit;
}

/** The first instant of `at`'s calendar month, in UTC: where a month's recharges start counting. */
export const calendarMonthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** Spec 002 §4.4, §5.6: auto-recharge cannot be switched on without a paid plan; off may always be saved. */
export function orgAutoRechargeSaveBlocked(
  settings: Pick<OrgAutoRechargeSettings, 'enabled'>,
  onPaidPlan: boolean,
): string | null {
  return settings.enabled && !onPaidPlan ? ORG_AUTO_RECHARGE_FREE_PLAN : null;
}
