import {
  type Agency,
  type AgencyBilling,
  type AgencyDomains,
  PERMISSION_REFUSALS,
  ZAgencyDocument,
} from '@agent-platform/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { agencyBillingQueryKey } from '../agency-billing/use-agency-billing';
import { agencyDomainsQueryKey } from '../domains/use-agency-domains';
import { draftBranding } from './agency-draft';
import { AgencyPage, AUTO_BILLING_TOOLTIP } from './agency-page';
import { agencyQueryKey } from './use-agency';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

const agency: Agency = {
  ...ZAgencyDocument.parse({}),
  workspaceUid: 'ws_1',
  name: 'Acme',
  hasAdminSecret: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastModified: '2026-01-02T00:00:00.000Z',
};
const domains: AgencyDomains = {
  rootDomain: 'example.test',
  subdomain: null,
  custom: null,
  whitelabel: { entitled: false, trial: null, canStartTrial: true },
};

const billing = (hasWhitelabel: boolean): AgencyBilling => ({
  mode: 'sandbox',
  hasWhitelabel,
  transactionFeePercent: hasWhitelabel ? 0.5 : 5,
  account: hasWhitelabel
    ? { accountId: 'acct_sbx1', status: 'pending', detailsSubmitted: false, chargesEnabled: false }
    : null,
  usdPerCredit: 0.001,
  currency: 'USD',
  plans: hasWhitelabel
    ? [
        {
          id: 'plan_1',
          productId: 'prod_1',
          priceId: 'price_1',
          name: 'Starter',
          price: 29,
          currency: 'USD',
          credits: 10_000,
          features: ['Website chat'],
          isPopular: true,
          limits: { maxAgents: 'infinity', allowAnalytics: true, allowLeads: true, allowVoiceChannel: true },
        },
      ]
    : [],
});

function renderPage(path: string, role: 'owner' | 'admin' | 'member' = 'owner', hasWhitelabel = false) {
  const current = workspace('ws_1', 'na', role);
  return renderDashboard(<AgencyPage />, {
    me: { account, workspaces: [current] },
    inWorkspace: current,
    path,
    queries: [
      [agencyQueryKey('na', 'ws_1'), agency],
      [agencyDomainsQueryKey('na', 'ws_1'), domains],
      [agencyBillingQueryKey('na', 'ws_1'), billing(hasWhitelabel)],
    ],
  });
}

const previewColumn = () => screen.getByTitle('Live preview').closest('.mantine-Grid-col') as HTMLElement;

describe('the agency settings page', () => {
  it("shows the spec's tabs in order, opens the one the address names and keeps the choice in it", async () => {
    const { user } = renderPage('/agency?tab=theme');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Domains',
      'Email',
      'Theme',
      'Custom Tabs',
      'SAAS Mode',
      'Auto Billing',
      'Footer',
    ]);
    expect(screen.getByRole('tab', { name: 'Theme' }).getAttribute('aria-selected')).toBe('true');
    expect(previewColumn().style.display).not.toBe('none');

    await user.click(screen.getByRole('tab', { name: 'SAAS Mode' }));
    expect(screen.getByTestId('location').textContent).toBe('/agency?tab=saas-mode');
    // Spec 001 §2: no preview on SAAS Mode, a single column.
    expect(previewColumn().style.display).toBe('none');
    expect(await screen.findByRole('group', { name: 'Client Registration' })).toBeTruthy();
  });

  it('keeps Auto Billing disabled without the whitelabel add-on, with its tooltip, and never opens it from the address', async () => {
    const { user } = renderPage('/agency?tab=auto-billing');
    const autoBilling = screen.getByRole('tab', { name: 'Auto Billing' });
    expect(autoBilling.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await user.hover(screen.getByTestId('auto-billing-tab'));
    expect(await screen.findByText(AUTO_BILLING_TOOLTIP)).toBeTruthy();
  });

  it('opens Auto Billing with the whitelabel add-on, with no preview: the account, the fee and the plans', async () => {
    renderPage('/agency?tab=auto-billing', 'owner', true);
    const autoBilling = screen.getByRole('tab', { name: 'Auto Billing' });
    expect(autoBilling.hasAttribute('disabled')).toBe(false);
    expect(autoBilling.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('auto-billing-tab')).toBeNull();
    expect(previewColumn().style.display).toBe('none');
    const account = screen.getByRole('region', { name: 'Payment account' });
    expect(account.textContent).toContain('Pending onboarding');
    expect(screen.getByRole('button', { name: 'Continue onboarding' })).toBeTruthy();
    expect(screen.getByLabelText('Transaction fee').textContent).toContain('0.5%');
    const plan = screen.getByRole('article', { name: 'Starter' });
    expect(plan.textContent).toContain('Most Popular');
    expect(plan.textContent).toContain('$29.00 / month');
    expect(screen.getByRole('button', { name: 'Add plan' }).hasAttribute('disabled')).toBe(false);
  });

  it('tells a member without the agency permission that it is not theirs, with no settings', () => {
    renderPage('/agency', 'admin');
    expect(screen.getByText(PERMISSION_REFUSALS['agency.manage'])).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByTitle('Live preview')).toBeNull();
  });
});

describe('the draft branding the preview shows', () => {
  it('puts each complete unsaved value over the saved settings and keeps the saved one for a half-typed value', () => {
    const saved = { ...agency, customTheme: null, googleFont: 'Rubik', tosPage: 'https://acme.example/terms' };
    const typed = draftBranding(
      saved,
      { name: ' Globex ', primary: '#1466b8', googleFont: 'lobster', tosPage: 'https://glob' },
      true,
    );
    expect(typed).toMatchObject({ name: 'Globex', font: 'Lobster', showPoweredBy: true });
    expect(typed.colours).toMatchObject({ primary: '#1466b8', themeType: 'light' });
    expect(typed.colours?.palette).toHaveLength(10);
    expect(typed.tosPage).toBe('https://glob');

    const halfTyped = draftBranding(saved, { name: '  ', primary: '#14', googleFont: 'Lobs', tosPage: 'glob' }, false);
    expect(halfTyped).toMatchObject({
      name: 'Acme',
      font: 'Rubik',
      colours: null,
      tosPage: 'https://acme.example/terms',
    });
  });
});
