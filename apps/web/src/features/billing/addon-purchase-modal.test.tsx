import { type BillingSummary, DEFAULT_AUTO_RECHARGE } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { AddonPurchaseModal } from './addon-purchase-modal';
import { BillingPage } from './billing-page';
import { billingSummaryQueryKey } from './use-billing-summary';
import { invoicesQueryKey } from './use-invoices';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const SUMMARY = 'GET /api/na/workspaces/ws_1/billing';
const ADDONS = 'POST /api/na/workspaces/ws_1/billing/subscription/addons';

const free: BillingSummary = {
  name: 'Free',
  planId: 'free',
  status: 'active',
  renewalDate: null,
  credits: { used: 0, total: 1000 },
  cancels: false,
  cancelsAt: null,
  usdBalance: 1,
  cycle: null,
  costThisMonth: 0,
  currency: 'USD',
  countryCode: 'US',
  discountCode: null,
  paymentMethod: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  addons: [],
  autoRecharge: DEFAULT_AUTO_RECHARGE,
  mode: 'sandbox',
  modeLabel: 'Test mode',
  publishableKey: null,
};
const subscriber: BillingSummary = {
  ...free,
  name: 'Pay as you go',
  planId: 'pay_as_you_go_monthly',
  cycle: 'monthly',
  addons: [{ addonKey: 'workspace-seat', hasAddon: true, quantity: 2 }],
};

function renderModal(summary: BillingSummary | null) {
  if (summary) answerWith(SUMMARY, { status: 200, body: summary });
  // A refusal the dashboard does not ask again.
  else answerWith(SUMMARY, { status: 403, body: refusal(403, 'FORBIDDEN', 'You cannot see this workspace.') });
  const current = workspace('ws_1', 'na', 'owner');
  return renderDashboard(
    <>
      <AddonPurchaseModal addonKey="whitelabel-new" region="na" uid="ws_1" onClose={() => undefined} />
      <Notifications />
    </>,
    { me: { account, workspaces: [current] }, inWorkspace: current, path: '/agency/domains' },
  );
}

describe('the add-on purchase modal', () => {
  it('adds the one add-on to a running plan through Confirm Addon Changes, keeping the others', async () => {
    answerWith(ADDONS, { status: 200, body: { addons: [] } });
    const { user } = renderModal(subscriber);
    await screen.findByRole('button', { name: 'Included' });
    const dialog = screen.getByRole('dialog', { name: 'Whitelabel' });
    // Only this add-on, already chosen.
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Included' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Save add-on changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Addon Changes' });
    expect(within(confirm).getByText('Add Whitelabel: 0 → 1')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requestsTo(ADDONS)).toHaveLength(1));
    expect(requestsTo(ADDONS)[0]?.body).toEqual({ quantities: { 'workspace-seat': 2, 'whitelabel-new': 1 } });
  });

  it('on Free, is the Upgrade dialog that opens Confirm Subscription with the add-on chosen', async () => {
    const { user } = renderModal(free);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade' });
    expect(
      within(dialog).getByText(
        'You need an active subscription to add addons. Upgrade to the Pay-As-You-Go plan to add Whitelabel.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByTestId('location').textContent).toBe('/account/billing?upgrade=whitelabel-new');
  });

  it("says 'Failed to load addon information' when the plan cannot be read", async () => {
    renderModal(null);
    expect(await screen.findByText('Failed to load addon information')).toBeTruthy();
    expect(requestsTo(ADDONS)).toHaveLength(0);
  });
});

describe('the billing page after Upgrade', () => {
  it('opens Confirm Subscription with the add-on included, once', async () => {
    const current = workspace('ws_1', 'na', 'owner');
    const { user } = renderDashboard(<BillingPage />, {
      me: { account, workspaces: [current] },
      inWorkspace: current,
      path: '/account/billing?upgrade=whitelabel-new',
      queries: [
        [billingSummaryQueryKey('na', 'ws_1'), free],
        [invoicesQueryKey('na', 'ws_1'), []],
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Subscription' });
    const whitelabel = within(dialog).getByRole('group', { name: 'Whitelabel' });
    expect(within(whitelabel).getByRole('button', { name: 'Included' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/billing'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Subscription' })).toBeNull());
  });
});
