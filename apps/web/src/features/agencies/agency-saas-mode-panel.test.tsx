import { type Agency, type AgencyBilling, ZAgencyDocument } from '@agent-platform/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { agencyBillingQueryKey } from '../agency-billing/use-agency-billing';
import { AgencySaasModePanel } from './agency-saas-mode-panel';
import { agencyQueryKey } from './use-agency';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

const AGENCY_PATH = '/api/na/workspaces/ws_1/agency';
const saved: Agency = {
  ...ZAgencyDocument.parse({}),
  workspaceUid: 'ws_1',
  name: 'Acme',
  hasAdminSecret: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastModified: '2026-01-02T00:00:00.000Z',
};
const GATED = ['Client Onboarding Configuration', 'Client Onboarding Success Page Options', 'Default Client Settings'];

function renderPanel(billing?: AgencyBilling) {
  const current = workspace('ws_1', 'na', 'owner');
  return renderDashboard(<AgencySaasModePanel region="na" workspaceUid="ws_1" />, {
    me: { account, workspaces: [current] },
    inWorkspace: current,
    path: '/agency',
    queries: [
      [agencyQueryKey('na', 'ws_1'), saved],
      ...(billing ? ([[agencyBillingQueryKey('na', 'ws_1'), billing]] as const) : []),
    ],
  });
}

const connectedBilling: AgencyBilling = {
  mode: 'sandbox',
  hasWhitelabel: true,
  transactionFeePercent: 0.5,
  account: { accountId: 'acct_1', status: 'connected', detailsSubmitted: true, chargesEnabled: true },
  usdPerCredit: 0.01,
  currency: 'USD',
  plans: [],
};

const section = (title: string) => screen.getByRole('group', { name: title }) as HTMLFieldSetElement;

describe('the SAAS Mode tab panel', () => {
  it('has the four sections, and with client signup off the other three are disabled', async () => {
    const { user } = renderPanel();
    for (const title of ['Client Registration', ...GATED]) expect(section(title)).toBeTruthy();
    for (const title of GATED) expect(section(title).disabled).toBe(true);
    expect(section('Client Registration').disabled).toBe(false);

    await user.click(screen.getByRole('switch', { name: /^Let clients sign up themselves/ }));
    for (const title of GATED) expect(section(title).disabled).toBe(false);
  });

  it('offers the dashboard tab keys by their labels, with the default access ticked and Billing not selectable', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('switch', { name: /^Let clients sign up themselves/ }));
    const access = within(screen.getByRole('group', { name: 'Pages new clients can open' }));
    const ticked = access
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('value'));
    // In the order the page lists them; spec 001 §3: default access is /home, /analytics, /convos, /leads.
    expect(ticked).toEqual(['/home', '/convos', '/leads', '/analytics']);
    expect(access.getByRole('checkbox', { name: 'Leads & Campaigns' })).toBeTruthy();
    expect((access.getByRole('checkbox', { name: 'Billing' }) as HTMLInputElement).disabled).toBe(true);
  });

  it("makes Billing selectable once the agency's payment account is connected", async () => {
    const { user } = renderPanel(connectedBilling);
    await user.click(screen.getByRole('switch', { name: /^Let clients sign up themselves/ }));
    const access = within(screen.getByRole('group', { name: 'Pages new clients can open' }));
    expect((access.getByRole('checkbox', { name: 'Billing' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('saves only the edited settings', async () => {
    answerWith(`PATCH ${AGENCY_PATH}`, { status: 200, body: saved });
    const { user } = renderPanel();
    await user.click(screen.getByRole('switch', { name: /^Let clients sign up themselves/ }));
    await user.click(screen.getByRole('switch', { name: 'Require the company website' }));
    await user.click(screen.getByRole('checkbox', { name: 'Knowledge Base' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(`PATCH ${AGENCY_PATH}`)).toHaveLength(1));
    expect(requestsTo(`PATCH ${AGENCY_PATH}`)[0]?.body).toEqual({
      settings: {
        enableClientSignup: true,
        clientOnboarding: { ...saved.settings.clientOnboarding, requireCompanyWebsite: true },
        defaultClientAccess: [...saved.settings.defaultClientAccess, '/kb'],
      },
    });
  });
});
