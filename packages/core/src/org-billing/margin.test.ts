import { describe, expect, it } from 'vitest';
import { USD_PER_CREDIT } from '../billing/model-prices.js';
import { orgMargin } from './margin.js';

describe('an organisation margin', () => {
  it('is what the client paid, net of the platform fee, less its usage at the platform price per credit', () => {
    const margin = orgMargin(
      'org1',
      true,
      [
        { amountCents: 2900, platformFeeCents: 145, currency: 'USD' },
        { amountCents: 1000, platformFeeCents: 50, currency: 'USD' },
      ],
      12_000,
    );
    expect(margin).toEqual({
      orgId: 'org1',
      billingApplies: true,
      paid: 37.05,
      platformFee: 1.95,
      creditsUsed: 12_000,
      cost: 12_000 * USD_PER_CREDIT,
      margin: 25.05,
      currency: 'USD',
    });
  });

  it('values payments in EUR and GBP at the client-side rates', () => {
    const margin = orgMargin(
      'org1',
      true,
      [
        { amountCents: 8800, platformFeeCents: 0, currency: 'EUR' },
        { amountCents: 7500, platformFeeCents: 0, currency: 'GBP' },
      ],
      0,
    );
    expect([margin.paid, margin.margin]).toEqual([200, 200]);
  });

  it('is negative when usage cost more than the client paid', () => {
    expect(orgMargin('org1', false, [], 5000).margin).toBe(-5000 * USD_PER_CREDIT);
  });
});
