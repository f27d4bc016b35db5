import {
  type ClientBillingSummary,
  ORG_AUTO_RECHARGE_FREE_PLAN,
  ORG_NO_MONTHLY_LIMIT_LABEL,
} from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { installStandInStripe } from '../../../test/stand-in-stripe';
import { ClientDashboardProvider } from '../client-dashboard/client-dashboard-context';
import { ClientTopBar } from '../client-dashboard/client-top-bar';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const plan = (id: string, name: string, isPopular: boolean) => ({
  id,
  productId: `prod_${id}`,
  priceId: `price_${id}`,
  name,
  price: 40,
  currency: 'EUR' as const,
  credits: 5000,
  features: ['Leads inbox'],
  isPopular,
  limits: { maxAgents: 'infinity' as const, allowAnalytics: true, allowLeads: true, allowVoiceChannel: true },
});

function summary(overrides: Partial<ClientBillingSummary> = {}): ClientBillingSummary {
  return {
    mode: 'sandbox',
    publishableKey: null,
    accountId: 'acct_1',
    credits: 1234.56,
    currency: 'EUR',
    symbol: '€',
    pricePerCredit: 0.0088,
    plans: [plan('p1', 'Starter', false), plan('p2', 'Growth', true)],
    subscription: null,
    paymentMethod: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    email: 'casey@example.com',
    autoRecharge: { enabled: false, threshold: 500, amount: 5, monthlyLimit: 0 },
    invoices: [],
    ...overrides,
  };
}

function renderBar(allowBilling: boolean) {
  return renderDashboard(
    <ClientDashboardProvider
      value={{
        session: clientSession({ org: { allowBilling } }),
        agents: [clientAgent('agent_1', 'Support bot')],
        preview: false,
      }}
    >
      <Notifications />
      <ClientTopBar />
    </ClientDashboardProvider>,
    { path: '/app/na/agents/agent_1/convos', route: '/app/:region/agents/:agentId/:tab' },
  );
}

async function openBilling(billing = summary()) {
  answerWith('GET /api/client/billing', { status: 200, body: billing });
  const rendered = renderBar(true);
  await rendered.user.click(screen.getByRole('button', { name: 'Billing' }));
  await screen.findByText('Available credits: 1,234.6');
  return rendered;
}

describe("the client's Billing Dashboard", () => {
  it('has its button only when the organisation has allowBilling', () => {
    renderBar(false);
    expect(screen.queryByRole('button', { name: 'Billing' })).toBeNull();
  });

  it("shows credits with one decimal, the plans with 'Most Popular', and Current Plan for the one subscribed", async () => {
    await openBilling(
      summary({
        subscription: { planId: 'p2', status: 'active', currentPeriodEnd: 2_000_000_000, cancelAtPeriodEnd: false },
      }),
    );
    const growth = screen.getByRole('article', { name: 'Plan Growth' });
    expect(within(growth).getByText('Most Popular')).toBeTruthy();
    expect(within(growth).getByRole('button', { name: 'Current Plan' })).toBeTruthy();
    const starter = screen.getByRole('article', { name: 'Plan Starter' });
    expect(within(starter).queryByText('Most Popular')).toBeNull();
    expect(within(starter).getByRole('button', { name: 'Select Plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('raises a purchase below 1000 credits to 1000 and keeps Top-up disabled below 5 with its hint', async () => {
    answerWith('POST /api/client/billing/credits', {
      status: 200,
      body: { credits: 2234.5, creditsAdded: 1000, message: 'Credits purchased successfully' },
    });
    const { user } = await openBilling();
    const credits = screen.getByRole('textbox', { name: 'Credits' });
    await user.clear(credits);
    await user.type(credits, '400');
    await user.click(screen.getByRole('button', { name: 'Buy Credits' }));
    await waitFor(() => expect(requestsTo('POST /api/client/billing/credits')).toHaveLength(1));
    expect(requestsTo('POST /api/client/billing/credits')[0]!.body).toEqual({ credits: 1000 });
    expect(await screen.findByText('Credits purchased successfully')).toBeTruthy();

    expect(screen.getByText('Minimum amount: €5')).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Top-up amount (€)' });
    await user.clear(amount);
    await user.type(amount, '4');
    expect(screen.getByRole('button', { name: 'Confirm Top-up' }).hasAttribute('disabled')).toBe(true);
  });

  it("reads 'No Limit' at a monthly limit of 0 and refuses auto-recharge on the free plan without saving", async () => {
    const { user } = await openBilling();
    expect(screen.getByText(`Monthly charge limit: ${ORG_NO_MONTHLY_LIMIT_LABEL}`)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Enable auto-recharge' }));
    await user.click(screen.getByRole('button', { name: 'Save Auto-Recharge' }));
    expect(await screen.findByText(ORG_AUTO_RECHARGE_FREE_PLAN)).toBeTruthy();
    expect(requestsTo('PUT /api/client/billing/auto-recharge')).toHaveLength(0);
    expect((screen.getByRole('switch', { name: 'Enable auto-recharge' }) as HTMLInputElement).checked).toBe(false);
  });

  it('asks for the whole address before a new card is saved, the email read-only', async () => {
    const { user } = await openBilling(summary({ paymentMethod: null }));
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('casey@example.com');
    await fill(user, screen.getByRole('textbox', { name: /^Card number/ }), '4242 4242 4242 4242');
    await fill(user, screen.getByRole('textbox', { name: /^Expiry \(MM\/YY\)/ }), '12/30');
    await fill(user, screen.getByRole('textbox', { name: /^CVC/ }), '123');
    await fill(user, screen.getByRole('textbox', { name: /^Address/ }), '1 Main St');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton.hasAttribute('disabled')).toBe(true);
    await fill(user, screen.getByRole('textbox', { name: /^City/ }), 'Dublin');
    await fill(user, screen.getByRole('textbox', { name: /^Postal code/ }), 'D01');
    await fill(user, screen.getByRole('textbox', { name: /^Country/ }), 'IE');
    expect(continueButton.hasAttribute('disabled')).toBe(false);
  });

  it("in Stripe mode, makes the card on the agency's connected account with the form's address, then saves it", async () => {
    const stripe = installStandInStripe();
    answerWith('PUT /api/client/billing/payment-method', {
      status: 200,
      body: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
    const { user } = await openBilling(
      summary({ mode: 'stripe', publishableKey: 'pk_test_platform', accountId: 'acct_agency', paymentMethod: null }),
    );
    // Stripe.js loads lazily, after its chunk: longer than a test's default wait on a busy machine.
    const card = await screen.findByRole('textbox', { name: 'Card number' }, { timeout: 5000 });
    expect(screen.queryByRole('textbox', { name: /^CVC/ })).toBeNull();
    await fill(user, card, '4242 4242 4242 4242');
    await fill(user, screen.getByRole('textbox', { name: /^Address/ }), '1 Main St');
    await fill(user, screen.getByRole('textbox', { name: /^City/ }), 'Dublin');
    await fill(user, screen.getByRole('textbox', { name: /^Postal code/ }), 'D01');
    await fill(user, screen.getByRole('textbox', { name: /^Country/ }), 'IE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(requestsTo('PUT /api/client/billing/payment-method')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(requestsTo('PUT /api/client/billing/payment-method')[0]?.body).toEqual({ paymentMethodId: 'pm_card_visa' });
    expect(stripe.instances).toEqual([
      { publishableKey: 'pk_test_platform', options: { stripeAccount: 'acct_agency' } },
    ]);
    expect(stripe.createdFor).toEqual([
      {
        email: 'casey@example.com',
        address: { line1: '1 Main St', city: 'Dublin', postal_code: 'D01', country: 'IE' },
      },
    ]);
  });
});
