/** Spec 002 §4.3: a payment intent in either state went through (the second after 3-D Secure). */
export const PAYMENT_OK_STATUSES = ['succeeded', 'requires_action'] as const;

export const paymentFailedMessage = (status: string) => `Payment failed with status: ${status}`;

export type PaymentOutcome = { ok: true; needsAuthentication: boolean } | { ok: false; error: string };

/** What the subscription flow makes of a payment intent's status. */
export function paymentOutcome(status: string): PaymentOutcome {
  if (!(PAYMENT_OK_STATUSES as readonly string[]).includes(status)) {
    return { ok: false, error: paymentFailedMessage(status) };
  }
  return { ok: true, needsAuthentication: status === 'requires_action' };
}

/** Spec 002 §8.1: create-subscription failures. */
export const CREATE_SUBSCRIPTION_FAILED = 'Failed to create subscription. Please try again.';
export const DEFAULT_SUBSCRIPTION_ERROR_CODE = 'UNKNOWN_ERROR';
/** Add-on setup errors stay up longer: the owner has to read which add-on failed. */
export const LONG_NOTICE_ERROR_CODES = ['ADDON_NOT_FOUND', 'ADDON_BILLING_MISMATCH', 'ADDON_PRICE_NOT_FOUND'] as const;

/** The notice for a failed create-subscription: the server's text or ours, shown 5 s, or 7 s for add-on errors. */
export function createSubscriptionError(error?: string | null, errorCode?: string | null) {
  const code = errorCode?.trim() || DEFAULT_SUBSCRIPTION_ERROR_CODE;
  return {
    message: error?.trim() || CREATE_SUBSCRIPTION_FAILED,
    errorCode: code,
    durationMs: (LONG_NOTICE_ERROR_CODES as readonly string[]).includes(code) ? 7000 : 5000,
  };
}
