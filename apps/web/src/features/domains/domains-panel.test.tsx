import type { AgencyDomain, AgencyDomains } from '@agent-platform/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { domainStatusText } from './domain-status-text';
import { DomainsPanel } from './domains-panel';
import { agencyDomainsQueryKey, domainCheckQueryKey } from './use-agency-domains';

const pending: AgencyDomain = {
  kind: 'custom',
  domain: 'app.acme.com',
  status: 'pending',
  records: [
    { type: 'CNAME', name: 'app', value: 'agencies.product.com', ttl: 'Auto', status: 'pending' },
    {
      type: 'TXT',
      name: '_domain-verification.app.acme.com',
      value: 'domain-verification=tok',
      ttl: 'Auto',
      status: 'verified',
    },
  ],
  lastProblem: 'app.acme.com does not point at agencies.product.com yet: add a CNAME record for agencies.product.com.',
  verifiedAt: null,
  liveAt: null,
  checkedAt: '2026-01-02T00:00:00.000Z',
};

const nothing: AgencyDomains = {
  rootDomain: 'localhost',
  subdomain: null,
  custom: null,
  whitelabel: { entitled: false, trial: null, canStartTrial: true },
};
const entitled = {
  entitled: true,
  trial: { startedAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-01-15T00:00:00.000Z' },
  canStartTrial: false,
};

function renderPanel(domains: AgencyDomains) {
  const current = workspace('ws_1', 'na');
  const checks = [domains.custom, domains.subdomain]
    .filter((d): d is AgencyDomain => d !== null)
    .map((d) => [domainCheckQueryKey('na', 'ws_1', d.kind, d.domain), d] as const);
  return renderDashboard(<DomainsPanel region="na" workspaceUid="ws_1" />, {
    me: { account, workspaces: [current] },
    inWorkspace: current,
    path: '/agency',
    queries: [[agencyDomainsQueryKey('na', 'ws_1'), domains], ...checks],
  });
}

const customSection = () => screen.getByRole('region', { name: 'Custom Domain Configuration' });

describe('the Domains panel', () => {
  it('asks for a subdomain under the root, and offers the trial where a custom domain is not included', () => {
    renderPanel(nothing);
    const subdomain = screen.getByRole('region', { name: 'VG Subdomain Configuration' });
    expect(within(subdomain).getByLabelText('Subdomain')).toBeTruthy();
    expect(within(subdomain).getByText('.localhost')).toBeTruthy();
    expect(within(customSection()).queryByLabelText('Custom domain')).toBeNull();
    expect(within(customSection()).getByRole('button', { name: 'Start 14-day trial' })).toBeTruthy();
  });

  it('tells a trial that ended from one never started, and offers the Whitelabel Addon after it', async () => {
    const { user } = renderPanel({
      ...nothing,
      whitelabel: { entitled: false, trial: entitled.trial, canStartTrial: false },
    });
    expect(within(customSection()).queryByRole('button', { name: 'Start 14-day trial' })).toBeNull();
    expect(within(customSection()).getByText(/trial has ended/)).toBeTruthy();
    await user.click(within(customSection()).getByRole('button', { name: 'Add the Whitelabel Addon' }));
    expect(await screen.findByRole('dialog', { name: 'Whitelabel' })).toBeTruthy();
  });

  it("checks a custom domain as typed with the spec's messages before saving", async () => {
    const { user } = renderPanel({ ...nothing, whitelabel: entitled });
    const input = within(customSection()).getByLabelText('Custom domain');
    await user.click(within(customSection()).getByRole('button', { name: 'Save' }));
    expect(await within(customSection()).findByText('Please enter a custom domain')).toBeTruthy();
    await fill(user, input, 'Acme.com');
    expect(await within(customSection()).findByText('Please input a subdomain: "acme.com"')).toBeTruthy();
  });

  it('shows the records to add with their TTL and copy buttons, the status, the warning and Cancel before verification', () => {
    renderPanel({ ...nothing, whitelabel: entitled, custom: pending });
    const table = within(customSection()).getByRole('table', { name: 'DNS records' });
    const [cname, txt] = within(table).getAllByRole('row').slice(1);
    expect(within(cname!).getByText('agencies.product.com')).toBeTruthy();
    expect(within(cname!).getByText('Auto')).toBeTruthy();
    expect(within(cname!).getByRole('button', { name: 'Copy CNAME value' })).toBeTruthy();
    expect(within(txt!).getByText('domain-verification=tok')).toBeTruthy();
    expect(within(txt!).getByText('Verified')).toBeTruthy();
    expect(within(customSection()).getByRole('status').textContent).toBe('Domain not verified.');
    expect(within(customSection()).getByText(pending.lastProblem!)).toBeTruthy();
    expect(within(customSection()).getByText('DNS changes can take 24-48 hours to take effect.')).toBeTruthy();
    expect(within(customSection()).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(customSection()).queryByRole('button', { name: 'Delete Domain' })).toBeNull();
  });

  it("offers 'Delete Domain' with a confirmation once verified, while the certificate is made", async () => {
    const verified: AgencyDomain = { ...pending, status: 'verified', lastProblem: null };
    const { user } = renderPanel({ ...nothing, whitelabel: entitled, custom: verified });
    expect(within(customSection()).getByRole('status').textContent).toBe('Generating SSL certificate.');
    expect(within(customSection()).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(customSection()).getByRole('button', { name: 'Delete Domain' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Domain' })).toBeTruthy();
  });

  it('says a live subdomain is live, with nothing to add at a DNS host', () => {
    const live: AgencyDomain = { ...pending, kind: 'subdomain', domain: 'acme.localhost', status: 'live', records: [] };
    renderPanel({ ...nothing, subdomain: live });
    const section = screen.getByRole('region', { name: 'VG Subdomain Configuration' });
    expect(within(section).getByRole('status').textContent).toBe('Domain is live!');
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('sends DNS instructions only to a valid recipient', async () => {
    const { user } = renderPanel({ ...nothing, whitelabel: entitled, custom: pending });
    await user.click(within(customSection()).getByRole('button', { name: 'Send DNS Instructions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send DNS Instructions' });
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await fill(user, within(dialog).getByLabelText('Recipient'), 'it@nowhere');
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(send.disabled).toBe(true);
    await fill(user, within(dialog).getByLabelText('Recipient'), '.com');
    expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull();
    expect(send.disabled).toBe(false);
  });
});

describe("a domain's status text", () => {
  it("reads 'Checking domain..' while the first check of a pending domain runs", () => {
    expect(domainStatusText(pending, true)).toBe('Checking domain..');
    expect(domainStatusText(pending, false)).toBe('Domain not verified.');
  });
});
