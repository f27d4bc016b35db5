import {
  AGENCY_DISCOUNT,
  type BillingSummary,
  CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD,
  DEFAULT_AUTO_RECHARGE,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_NEEDS_WHITELABEL,
  DISCOUNT_CODE_NOT_ON_YEARLY,
  discountNotApplied,
  type Invoice,
  NO_ADDON_CHANGES,
} from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { installStandInStripe } from '../../../test/stand-in-stripe';
import { BillingPage } from './billing-page';
import { billingSummaryQueryKey } from './use-billing-summary';
import { invoicesQueryKey } from './use-invoices';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const CHECK = 'POST /api/na/workspaces/ws_1/billing/discount-codes/check';

const freeSummary: BillingSummary = {
  name: 'Free',
  planId: 'free',
  status: 'active',
  renewalDate: null,
  credits: { used: 100, total: 1000 },
  cancels: false,
  cancelsAt: null,
  usdBalance: 0.9,
  cycle: null,
  costThisMonth: 0,
  currency: 'USD',
  countryCode: 'US',
  discountCode: null,
  paymentMethod: null,
  addons: [],
  autoRecharge: DEFAULT_AUTO_RECHARGE,
  mode: 'sandbox',
  modeLabel: 'Test mode',
  publishableKey: null,
};

function renderPage(summary: BillingSummary = freeSummary, invoices: Invoice[] = []) {
  const current = workspace('ws_1', 'na', 'owner');
  return renderDashboard(
    <>
      <BillingPage />
      <Notifications />
    </>,
    {
      me: { account, workspaces: [current] },
      inWorkspace: current,
      path: '/account/billing',
      queries: [
        [billingSummaryQueryKey('na', 'ws_1'), summary],
        [invoicesQueryKey('na', 'ws_1'), invoices],
      ],
    },
  );
}

async function openConfirmSubscription(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Upgrade' }));
  return screen.findByRole('dialog', { name: 'Confirm Subscription' });
}

const total = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Payment summary' }))
    .getAllByRole('cell')
    .at(-1)?.textContent;

describe('the Confirm Subscription modal', () => {
  it('refuses GOAGENCYNOW without Whitelabel, takes 50% with it, and drops it when Whitelabel goes', async () => {
    answerWith(CHECK, { status: 200, body: { discount: AGENCY_DISCOUNT } });
    const { user } = renderPage();
    const dialog = await openConfirmSubscription(user);
    const code = within(dialog).getByLabelText('Discount code');

    await fill(user, code, 'GOAGENCYNOW');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(DISCOUNT_CODE_NEEDS_WHITELABEL)).toBeTruthy();
    // The rule is the page's own: nobody asked the server about a code it would refuse.
    expect(requestsTo(CHECK)).toHaveLength(0);

    const whitelabel = within(within(dialog).getByRole('group', { name: 'Whitelabel' })).getByRole('button', {
      name: 'Add to plan',
    });
    await user.click(whitelabel);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('GOAGENCYNOW applied: 50% off forever')).toBeTruthy();
    expect(requestsTo(CHECK)[0]?.body).toEqual({
      code: 'GOAGENCYNOW',
      planId: 'pay_as_you_go_monthly',
      addons: { 'whitelabel-new': 1 },
    });
    // $20 plan + $200 Whitelabel, half off, no tax in the US.
    expect(total(dialog)).toBe('$110.00 / month');

    await user.click(
      within(within(dialog).getByRole('group', { name: 'Whitelabel' })).getByRole('button', { name: 'Included' }),
    );
    expect((within(dialog).getByLabelText('Discount code') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText(/applied:/)).toBeNull();
    expect(total(dialog)).toBe('$20.00 / month');
  });

  it("shows the payment step's total in the currency and with the tax of the card just saved", async () => {
    const germanCard = { brand: 'visa', last4: '0016', exp_month: 12, exp_year: 2030 };
    answerWith('POST /api/na/workspaces/ws_1/billing/sandbox/payment-methods', {
      status: 200,
      body: { paymentMethodId: 'pm_sbx_de' },
    });
    answerWith('PUT /api/na/workspaces/ws_1/billing/payment-method', { status: 200, body: germanCard });
    answerWith('GET /api/na/workspaces/ws_1/billing', {
      status: 200,
      body: { ...freeSummary, countryCode: 'DE', currency: 'EUR', paymentMethod: germanCard },
    });
    const { user } = renderPage();
    const dialog = await openConfirmSubscription(user);
    expect(total(dialog)).toBe('$20.00 / month');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(payment).getByText('$20.00 / month')).toBeTruthy();

    await fill(user, within(payment).getByLabelText('Card number'), '4000 0027 6000 0016');
    await fill(user, within(payment).getByLabelText('Expiry'), '12/30');
    await fill(user, within(payment).getByLabelText('CVC'), '123');
    await user.click(within(payment).getByRole('button', { name: 'Add' }));
    // €17.50 and VAT (19%): what the server charges for a workspace in Germany.
    expect(await within(payment).findByText('€20.83 / month')).toBeTruthy();
    expect(within(payment).getByText('Includes VAT (19%): €3.33')).toBeTruthy();
    expect(within(payment).getByRole('button', { name: 'Pay €20.83' })).toBeTruthy();
  });

  it('disables the code on the annual plan and says why, clearing a code already applied', async () => {
    answerWith(CHECK, {
      status: 200,
      body: { discount: { ...AGENCY_DISCOUNT, percent_off: 10, name: 'SPRING10', duration: 'once' } },
    });
    const { user } = renderPage();
    const dialog = await openConfirmSubscription(user);
    await fill(user, within(dialog).getByLabelText('Discount code'), 'SPRING10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('SPRING10 applied: 10% off once')).toBeTruthy();
    expect(total(dialog)).toBe('$18.00 / month');

    await user.click(within(dialog).getByText('Annual'));
    const code = within(dialog).getByLabelText('Discount code') as HTMLInputElement;
    expect(code.disabled).toBe(true);
    expect(code.value).toBe('');
    expect(within(dialog).getByText(DISCOUNT_CODE_NOT_ON_YEARLY)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Save 40%')).toBeTruthy();
    expect(total(dialog)).toBe('$144.00 / year');
  });

  it("shows the server's refusal of an unknown code", async () => {
    answerWith(CHECK, {
      status: 422,
      body: { error: { code: 'INVALID_DISCOUNT_CODE', message: 'Invalid discount code.' } },
    });
    const { user } = renderPage();
    const dialog = await openConfirmSubscription(user);
    await fill(user, within(dialog).getByLabelText('Discount code'), 'NOSUCHCODE');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByText('Invalid discount code.')).toBeTruthy();
    // A code that failed keeps the owner on this step.
    expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull();
  });
});

describe('the Current Plan card', () => {
  it.each([
    [900, 'red'],
    [600, 'amber'],
    [500, 'primary'],
  ])('colours %i of 1000 credits used %s', (used, color) => {
    renderPage({ ...freeSummary, credits: { used, total: 1000 } });
    expect(screen.getByLabelText('Usage this month').closest('[data-usage]')?.getAttribute('data-usage')).toBe(color);
  });

  it('shows a subscriber the plan with its green Active badge, the banner when it is set to end, and the invoice', () => {
    renderPage(
      {
        ...freeSummary,
        name: 'Pay as you go',
        planId: 'pay_as_you_go_monthly',
        cycle: 'monthly',
        cancels: true,
        cancelsAt: Date.UTC(2026, 2, 5) / 1000,
        costThisMonth: 110,
        paymentMethod: { brand: 'visa', last4: '3155', exp_month: 12, exp_year: 2030 },
      },
      [
        {
          id: 'in_1',
          number: 'SBX-0001',
          created: Date.UTC(2026, 1, 5) / 1000,
          hosted_invoice_url: null,
          amount_paid: 11000,
          currency: 'usd',
        },
      ],
    );
    expect(screen.getByText('Your subscription will end on March 5, 2026')).toBeTruthy();
    expect(screen.getByLabelText('Status: Active').getAttribute('style')).toContain('green');
    expect(screen.getByRole('button', { name: 'Modify Plan' })).toBeTruthy();
    expect(screen.getByText('Visa •••• 3155')).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('SBX-0001')).toBeTruthy();
    expect(within(row).getByText('$110.00')).toBeTruthy();
  });
});

describe('the payment method card in Stripe mode', () => {
  it("makes the card with Stripe Elements on the platform's key and saves only its id", async () => {
    const stripe = installStandInStripe();
    const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    answerWith('PUT /api/na/workspaces/ws_1/billing/payment-method', { status: 200, body: visa });
    const { user } = renderPage({
      ...freeSummary,
      mode: 'stripe',
      modeLabel: null,
      publishableKey: 'pk_test_platform',
    });
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Card number' }, { timeout: 5000 }),
      '4242 4242 4242 4242',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(requestsTo('PUT /api/na/workspaces/ws_1/billing/payment-method')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(requestsTo('PUT /api/na/workspaces/ws_1/billing/payment-method')[0]?.body).toEqual({
      paymentMethodId: 'pm_card_visa',
    });
    expect(stripe.instances).toEqual([{ publishableKey: 'pk_test_platform', options: undefined }]);
  });

  it("shows Stripe's words for a card it refuses, and saves nothing", async () => {
    installStandInStripe();
    const { user } = renderPage({
      ...freeSummary,
      mode: 'stripe',
      modeLabel: null,
      publishableKey: 'pk_test_platform',
    });
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Card number' }, { timeout: 5000 }),
      '1234 1234 1234 1234',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // Stripe.js loads lazily, after its chunk: longer than a test's default wait on a busy machine.
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Your card number is invalid.');
    expect(requestsTo('PUT /api/na/workspaces/ws_1/billing/payment-method')).toHaveLength(0);
  });
});

describe('the Modify Your Plan modal', () => {
  const subscriber: BillingSummary = {
    ...freeSummary,
    name: 'Pay as you go',
    planId: 'pay_as_you_go_monthly',
    cycle: 'monthly',
    renewalDate: '2026-03-05T00:00:00.000Z',
    addons: [{ addonKey: 'workspace-seat', hasAddon: true, quantity: 2 }],
  };

  it("says 'No changes to save.' until an add-on changes, then lists the removal before the addition", async () => {
    const { user } = renderPage(subscriber);
    await user.click(screen.getByRole('button', { name: 'Modify Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify Your Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Save add-on changes' }));
    expect(await screen.findByText(NO_ADDON_CHANGES)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm Addon Changes' })).toBeNull();

    await user.click(
      within(within(dialog).getByRole('group', { name: 'Whitelabel' })).getByRole('button', { name: 'Add to plan' }),
    );
    const seats = within(within(dialog).getByRole('group', { name: 'Workspace seat' })).getByRole('slider');
    seats.focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Save add-on changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Addon Changes' });
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Remove Workspace seat: 2 → 1', 'Add Whitelabel: 0 → 1']);
  });

  it("gives a discount code to the subscription, and shows a refusal as 'Discount code could not be applied'", async () => {
    const APPLY = 'POST /api/na/workspaces/ws_1/billing/subscription/discount-code';
    const refusal = discountNotApplied(DISCOUNT_CODE_INVALID);
    answerWith(APPLY, { status: 422, body: { error: { code: 'INVALID_DISCOUNT_CODE', message: refusal } } });
    const { user } = renderPage(subscriber);
    await user.click(screen.getByRole('button', { name: 'Modify Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify Your Plan' });
    await user.type(within(dialog).getByLabelText('Discount code'), 'nosuchcode');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(requestsTo(APPLY).map((request) => request.body)).toEqual([{ code: 'nosuchcode' }]);

    answerWith(APPLY, {
      status: 200,
      body: {
        discount: { valid: true, percent_off: 10, amount_off: null, currency: null, name: null, duration: 'once' },
      },
    });
    answerWith('GET /api/na/workspaces/ws_1/billing', {
      status: 200,
      body: { ...subscriber, discountCode: 'TEST10ONCE' },
    });
    answerWith('GET /api/na/workspaces/ws_1/billing/invoices', { status: 200, body: { invoices: [] } });
    const field = within(dialog).getByLabelText('Discount code');
    await user.clear(field);
    await user.type(field, 'TEST10ONCE');
    expect(within(dialog).queryByText(refusal)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('TEST10ONCE applied: 10% off once. It applies from the next invoice.')).toBeTruthy();
    expect(await within(dialog).findByText('Discount code in force: TEST10ONCE')).toBeTruthy();
  });

  it('has no discount code on a yearly plan', async () => {
    const { user } = renderPage({ ...subscriber, planId: 'pay_as_you_go_yearly', cycle: 'yearly' });
    await user.click(screen.getByRole('button', { name: 'Modify Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify Your Plan' });
    expect(within(dialog).getByLabelText('Discount code').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(DISCOUNT_CODE_NOT_ON_YEARLY)).toBeTruthy();
  });
});

describe('the credit purchase widget', () => {
  it('is disabled without a card and enabled with one', async () => {
    const { user, unmount } = renderPage();
    const purchase = screen.getByRole('button', { name: 'Purchase Credits' });
    expect(purchase.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(CREDIT_PURCHASE_NEEDS_PAYMENT_METHOD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2.5K' }));
    expect(screen.getByLabelText('Total cost').textContent).toBe('$2.50');
    unmount();

    renderPage({ ...freeSummary, paymentMethod: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Purchase Credits' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
