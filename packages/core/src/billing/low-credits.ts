/**
 * Below this balance a workspace is told its credits are low. Spec 002 §5.5: the auto-recharge
 * threshold defaults to 500; spec 001 §2 offers the Upgrade button under 500 credits too.
 */
export const LOW_CREDITS_LINE = 500;

/** Whether a charge took the balance from at or above the line to below it: once per crossing. */
export function crossesLowCreditsLine(balanceBefore: number, balanceAfter: number): boolean {
  return balanceBefore >= LOW_CREDITS_LINE && balanceAfter < LOW_CREDITS_LINE;
}
