import { describe, expect, it } from 'vitest';
import { createSubscriptionError, paymentOutcome } from './subscription-payment.js';

describe('subscription payment', () => {
  it('counts succeeded and requires_action as success, the second asking for 3-D Secure', () => {
    expect(paymentOutcome('succeeded')).toEqual({ ok: true, needsAuthentication: false });
    expect(paymentOutcome('requires_action')).toEqual({ ok: true, needsAuthentication: true });
  });

  it("reports any other status as 'Payment failed with status: {status}'", () => {
    expect(paymentOutcome('requires_payment_method')).toEqual({
      ok: false,
      error: 'Payment failed with status: requires_payment_method',
    });
    expect(paymentOutcome('canceled')).toMatchObject({ ok: false });
  });

  it("shows the server's error or 'Failed to create subscription. Please try again.', longer for add-on errors", () => {
    expect(createSubscriptionError(undefined, undefined)).toEqual({
      message: 'Failed to create subscription. Please try again.',
      errorCode: 'UNKNOWN_ERROR',
      durationMs: 5000,
    });
    expect(createSubscriptionError('Your card was declined.', 'CARD_DECLINED')).toEqual({
      message: 'Your card was declined.',
      errorCode: 'CARD_DECLINED',
      durationMs: 5000,
    });
    for (const code of ['ADDON_NOT_FOUND', 'ADDON_BILLING_MISMATCH', 'ADDON_PRICE_NOT_FOUND']) {
      expect(createSubscriptionError('x', code).durationMs).toBe(7000);
    }
  });
});
