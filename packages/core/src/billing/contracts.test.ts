import { describe, expect, it } from 'vitest';
import {
  subscriptionStatusColor,
  ZAddonStatusResponse,
  ZCurrentPlanSummary,
  ZInvoice,
  ZPaymentMethodView,
} from './contracts.js';

describe('billing contracts', () => {
  it('reads the current plan summary', () => {
    const summary = {
      name: 'Pay as you go',
      status: 'active',
      renewalDate: '2026-04-01T00:00:00.000Z',
      credits: { used: 1200, total: 5000 },
      cancels: true,
      cancelsAt: 1775001600,
      usdBalance: 4.5,
    };
    expect(ZCurrentPlanSummary.parse(summary)).toEqual(summary);
    expect(ZCurrentPlanSummary.safeParse({ ...summary, status: 'expired' }).success).toBe(false);
  });

  it('shows the active status in green', () => {
    expect(subscriptionStatusColor('active')).toBe('green');
    expect(subscriptionStatusColor('past_due')).not.toBe('green');
  });

  it('reads the payment method card and refuses a malformed one', () => {
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    expect(ZPaymentMethodView.parse(card)).toEqual(card);
    expect(ZPaymentMethodView.safeParse({ ...card, last4: '42' }).success).toBe(false);
    expect(ZPaymentMethodView.safeParse({ ...card, exp_month: 13 }).success).toBe(false);
  });

  it('reads invoices and add-on status', () => {
    const invoice = {
      id: 'in_1',
      number: 'A-0001',
      created: 1775001600,
      hosted_invoice_url: 'https://pay.example/i/1',
      amount_paid: 11000,
      currency: 'usd',
    };
    expect(ZInvoice.parse(invoice)).toEqual(invoice);
    expect(ZInvoice.safeParse({ ...invoice, hosted_invoice_url: 'not a link' }).success).toBe(false);
    const status = { hasSubscription: true, addons: [{ addonKey: 'whitelabel-new', hasAddon: true, quantity: 1 }] };
    expect(ZAddonStatusResponse.parse(status)).toEqual(status);
    expect(
      ZAddonStatusResponse.safeParse({ ...status, addons: [{ addonKey: 'x', hasAddon: true, quantity: 1 }] }).success,
    ).toBe(false);
  });
});
