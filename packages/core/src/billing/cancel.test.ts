import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelReasonText, subscriptionEndsBanner, ZCancelSubscriptionBody } from './cancel.js';

describe('cancelling a subscription', () => {
  it("offers the spec's reasons", () => {
    expect(CANCEL_REASONS).toEqual([
      'Too expensive',
      'Missing features',
      'Found a better alternative',
      'Temporary need',
      'Other',
    ]);
  });

  it('needs a reason from the list', () => {
    expect(ZCancelSubscriptionBody.safeParse({}).error?.issues[0]?.message).toBe(
      'Please choose a reason for cancelling.',
    );
    expect(ZCancelSubscriptionBody.safeParse({ reason: 'Bored' }).error?.issues[0]?.message).toBe(
      'Please choose a reason for cancelling.',
    );
    expect(ZCancelSubscriptionBody.parse({ reason: 'Too expensive' })).toEqual({ reason: 'Too expensive' });
  });

  it("needs an explanation for 'Other'", () => {
    for (const otherReason of [undefined, '', '   ']) {
      const result = ZCancelSubscriptionBody.safeParse({ reason: 'Other', otherReason });
      expect(result.error?.issues[0]).toMatchObject({
        message: 'Please tell us why you are cancelling.',
        path: ['otherReason'],
      });
    }
    const body = ZCancelSubscriptionBody.parse({ reason: 'Other', otherReason: ' We closed the shop ' });
    expect(cancelReasonText(body)).toBe('Other: We closed the shop');
    expect(cancelReasonText({ reason: 'Temporary need' })).toBe('Temporary need');
  });

  it("shows 'Your subscription will end on {date}' with the period's end", () => {
    expect(subscriptionEndsBanner(Date.UTC(2026, 2, 5, 23, 30) / 1000)).toBe(
      'Your subscription will end on March 5, 2026',
    );
  });
});
