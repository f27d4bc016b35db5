import type { EmailDomain, EmailDomainRecord } from '@agent-platform/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { EmailDomainPanel } from './email-domain-panel';
import { emailDomainQueryKey } from './use-email-domain';
import { emailDomainCheckQueryKey } from './use-verify-email-domain';

const records = (status: EmailDomainRecord['status'], problem: string | null = null): EmailDomainRecord[] => [
  {
    kind: 'SPF',
    type: 'TXT',
    name: 'acme.com',
    value: 'v=spf1 include:mail.product.test ~all',
    status,
    problem,
  },
  {
    kind: 'DKIM',
    type: 'TXT',
    name: 'm0123456789._domainkey.acme.com',
    value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
    status,
    problem: null,
  },
  { kind: 'DMARC', type: 'TXT', name: '_dmarc.acme.com', value: 'v=DMARC1; p=none;', status, problem: null },
];

const notAdded: EmailDomain = { domain: null, status: 'not_started', records: [], problem: null, lastCheckedAt: null };
const added: EmailDomain = { ...notAdded, domain: 'acme.com', records: records('not_started') };
const missingSpf = 'No SPF record was found at acme.com yet. DNS changes can take a while to appear.';
const pending: EmailDomain = {
  domain: 'acme.com',
  status: 'pending',
  records: records('pending', missingSpf),
  problem: missingSpf,
  lastCheckedAt: '2026-01-02T00:00:00.000Z',
};
const verified: EmailDomain = { ...pending, status: 'verified', records: records('verified'), problem: null };

const POLLING_NOTE = 'Checking your records every 5 seconds. DNS changes can take a while to appear.';

function renderPanel(emailDomain: EmailDomain) {
  const current = workspace('ws_1', 'na', 'owner');
  return renderDashboard(<EmailDomainPanel region="na" workspaceUid="ws_1" />, {
    me: { account, workspaces: [current] },
    inWorkspace: current,
    path: '/agency',
    queries: [[emailDomainQueryKey('na', 'ws_1'), emailDomain]],
  });
}

/** Whether the panel has asked the server to check the records again (the 5 s poll). */
function checkWasAsked(queryClient: ReturnType<typeof renderPanel>['queryClient']) {
  const check = queryClient.getQueryCache().find({ queryKey: emailDomainCheckQueryKey('na', 'ws_1') });
  return Boolean(check && check.state.fetchStatus !== 'idle') || Boolean(check && check.state.errorUpdateCount > 0);
}

describe('the Email tab panel', () => {
  it('asks for the root domain and refuses what is not one in the spec’s words', async () => {
    const { user } = renderPanel(notAdded);
    const input = screen.getByRole('textbox', { name: 'Domain' });
    expect(screen.getAllByText('Enter the root domain.')).toHaveLength(1);

    await fill(user, input, 'acme');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    // The description and now the error under the input.
    expect(screen.getAllByText('Enter the root domain.')).toHaveLength(2);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table', { name: 'DNS records' })).toBeNull();
  });

  it('shows the DNS instructions once added, each record with copy buttons, without polling before Verify', () => {
    const { queryClient } = renderPanel(added);
    expect(screen.getByLabelText('Email domain name').textContent).toBe('acme.com');
    const table = screen.getByRole('table', { name: 'DNS records' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['SPF', 'DKIM', 'DMARC']);
    expect(within(rows[1]!).getByText('m0123456789._domainkey.acme.com')).toBeTruthy();
    for (const kind of ['SPF', 'DKIM', 'DMARC']) {
      expect(within(table).getByRole('button', { name: `Copy ${kind} name` })).toBeTruthy();
      expect(within(table).getByRole('button', { name: `Copy ${kind} value` })).toBeTruthy();
    }
    expect(within(table).getAllByText('Not started')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.queryByText(POLLING_NOTE)).toBeNull();
    expect(checkWasAsked(queryClient)).toBe(false);
  });

  it('while pending shows what is missing and keeps checking the records', async () => {
    const { queryClient } = renderPanel(pending);
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toContain(missingSpf);
    expect(screen.getByText(POLLING_NOTE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    await waitFor(() => expect(checkWasAsked(queryClient)).toBe(true));
  });

  it('once verified says where mail is sent from, and stops checking', () => {
    const { queryClient } = renderPanel(verified);
    expect(screen.getByRole('alert').textContent).toContain('no-reply@acme.com');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByText(POLLING_NOTE)).toBeNull();
    expect(within(screen.getByRole('table', { name: 'DNS records' })).getAllByText('Verified')).toHaveLength(3);
    expect(checkWasAsked(queryClient)).toBe(false);
  });

  it('asks for confirmation before deleting the domain', async () => {
    const { user } = renderPanel(verified);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete email domain' });
    expect(within(dialog).getByText('acme.com')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Email domain name').textContent).toBe('acme.com');
  });
});
