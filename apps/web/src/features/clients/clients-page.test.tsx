import {
  type Agency,
  CLIENT_EMAIL_TAKEN_MESSAGE,
  CLIENT_FIELDS_MISSING_MESSAGE,
  type Client,
  CREDIT_TRANSFER_AMOUNT_INVALID_MESSAGE,
  CREDIT_TRANSFER_DONE_MESSAGE,
  CREDIT_TRANSFER_FAILED_MESSAGE,
  CREDIT_TRANSFER_NOT_FOUND_MESSAGE,
  CREDIT_TRANSFER_WORKSPACE_SHORT_MESSAGE,
  ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE,
  ORG_CLIENT_ACCESS_MESSAGE_TOO_LONG_MESSAGE,
  ORG_NAME_REQUIRED_MESSAGE,
  ORG_UPDATED_MESSAGE,
  type OrgWithClients,
  PERMISSION_REFUSALS,
  ZAgencyDocument,
} from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { agencyQueryKey } from '../agencies/use-agency';
import { agentsQueryKey } from '../agents/use-agents';
import { meQueryKey } from '../auth/use-me';
import { ClientsPage } from './clients-page';
import { agencyOrgsQueryKey } from './use-agency-orgs';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const BASE = '/api/na/workspaces/ws_1/agency';
const agency: Agency = {
  ...ZAgencyDocument.parse({}),
  workspaceUid: 'ws_1',
  name: 'Acme',
  hasAdminSecret: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastModified: '2026-01-02T00:00:00.000Z',
};
const org = (overrides: Partial<OrgWithClients> = {}): OrgWithClients => ({
  id: 'org_1',
  name: 'Globex',
  squarePhotoURL: null,
  preferredLanguage: 'en',
  dashboardLayout: 'vertical',
  defaultClientAccess: ['/home', '/convos'],
  defaultClientTabOrder: [],
  predefinedTags: [],
  disallowAnyTags: false,
  disableHandoff: false,
  allowBilling: false,
  settings: {
    smartHandoff: false,
    disableHandoffMessages: false,
    enableCannedResponses: false,
    disableClientAccess: false,
    disableClientAccessMessage: '',
    allowedSettings: [],
  },
  credits: 40,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastModified: 0,
  clients: [],
  ...overrides,
});
const client = (overrides: Partial<Client> = {}): Client => ({
  id: 'cl_1',
  orgId: 'org_1',
  name: 'Bob',
  email: 'bob@example.com',
  dashboardPassword: 'abcdefghijklmno',
  canAccess: ['/home', '/convos'],
  clientTabOrder: ['convos', 'home'],
  isAdmin: false,
  isOrgAdmin: false,
  allowCreateAgents: false,
  canDelegateChats: false,
  hideAdvancedSettings: false,
  widgetIDs: [],
  notificationsSettings: { notifyThrough: 'all', notifyIf: 'all' },
  preferredLanguage: 'en',
  status: 'offline',
  isNewSignup: false,
  onboardingCompleted: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastModified: '2026-01-02T00:00:00.000Z',
  ...overrides,
});
const agentSummary = { description: '', roundedImageURL: null, lastModified: 0, starred: false };

function renderPage(orgs: OrgWithClients[], role: 'owner' | 'admin' = 'owner') {
  const current = { ...workspace('ws_1', 'na', role), loadTokens: 500 };
  return renderDashboard(
    <>
      <Notifications />
      <ClientsPage />
    </>,
    {
      me: { account, workspaces: [current] },
      inWorkspace: current,
      path: '/clients',
      queries: [
        [agencyOrgsQueryKey('na', 'ws_1'), orgs],
        [agencyQueryKey('na', 'ws_1'), agency],
        [
          agentsQueryKey('na', 'ws_1'),
          [
            { ID: 'ag_1', title: 'Sales bot', ...agentSummary },
            { ID: 'ag_2', title: 'Support bot', ...agentSummary },
          ],
        ],
      ],
    },
  );
}

const orgInfoForm = () => screen.getByRole('form', { name: 'Org Info' });
const saveAndClose = () => within(orgInfoForm()).getByRole('button', { name: 'Save & Close' });

describe('the Clients page', () => {
  it('tells a member without the agency permission that clients are the owner’s, with no organizations', () => {
    renderPage([org()], 'admin');
    expect(screen.getByText(PERMISSION_REFUSALS['agency.manage'])).toBeTruthy();
    expect(screen.queryByText('Globex')).toBeNull();
  });

  it('lists each organization with its credits, number of users and its users’ tabs in their order', () => {
    renderPage([org({ clients: [client({ status: 'online' })] })]);
    const card = screen.getByRole('region', { name: 'Globex' });
    expect(within(card).getByText('40 credits · 1 user')).toBeTruthy();
    const row = within(card).getByRole('row', { name: /Bob/ });
    expect(within(row).getByText('bob@example.com')).toBeTruthy();
    expect(within(row).getByText('Online')).toBeTruthy();
    expect(within(row).getByText('Conversations, Home')).toBeTruthy();
  });

  it('starts empty; New Organization creates one with the default name and opens its Org Info', async () => {
    const created = org({ id: 'org_new', name: 'New Organization' });
    answerWith(`POST ${BASE}/orgs`, { status: 200, body: created });
    answerWith(`GET ${BASE}/orgs`, { status: 200, body: { orgs: [created] } });
    const { user } = renderPage([]);
    expect(screen.getByText('No organizations yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Organization' }));
    expect(await screen.findByRole('form', { name: 'Org Info' })).toBeTruthy();
    expect(requestsTo(`POST ${BASE}/orgs`)[0]?.body).toEqual({});
    expect((within(orgInfoForm()).getByRole('textbox', { name: /Organization name/ }) as HTMLInputElement).value).toBe(
      'New Organization',
    );
  });
});

describe('deleting an organization', () => {
  it('says its users go with it, then deletes it', async () => {
    answerWith(`DELETE ${BASE}/orgs/org_1`, { status: 200, body: { ok: true } });
    answerWith(`GET ${BASE}/orgs`, { status: 200, body: { orgs: [] } });
    const { user } = renderPage([org({ clients: [client(), client({ id: 'cl_2', name: 'Cy' })] })]);
    await user.click(screen.getByRole('button', { name: 'Delete Globex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization' });
    expect(within(dialog).getByText(/with its 2 users: they can no longer sign in/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No organizations yet')).toBeTruthy();
    expect(requestsTo(`DELETE ${BASE}/orgs/org_1`)).toHaveLength(1);
  });
});

describe('the Org Info drawer', () => {
  it('refuses an empty name in the spec’s words and sends nothing', async () => {
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Org Info' }));
    await user.clear(within(orgInfoForm()).getByRole('textbox', { name: /Organization name/ }));
    await user.click(saveAndClose());
    expect(await screen.findByText(ORG_NAME_REQUIRED_MESSAGE)).toBeTruthy();
    expect(requestsTo(`PATCH ${BASE}/orgs/org_1`)).toHaveLength(0);
  });

  it('shows the personalised message only when client access is disabled, and refuses more than 1024 characters', async () => {
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Org Info' }));
    expect(within(orgInfoForm()).queryByRole('textbox', { name: 'Personalised message' })).toBeNull();
    await user.click(within(orgInfoForm()).getByRole('switch', { name: /Disable client access/ }));
    const message = within(orgInfoForm()).getByRole('textbox', { name: 'Personalised message' });
    await fill(user, message, 'x'.repeat(1025));
    expect(within(orgInfoForm()).getByText(/1025\/1024/)).toBeTruthy();
    await user.click(saveAndClose());
    expect(await screen.findByText(ORG_CLIENT_ACCESS_MESSAGE_TOO_LONG_MESSAGE)).toBeTruthy();
    expect(requestsTo(`PATCH ${BASE}/orgs/org_1`)).toHaveLength(0);
  });

  it('Save & Close sends only the edited fields, settings field by field, then closes with the spec’s notice', async () => {
    answerWith(`PATCH ${BASE}/orgs/org_1`, { status: 200, body: org({ name: 'Globex EU' }) });
    answerWith(`GET ${BASE}/orgs`, { status: 200, body: { orgs: [org({ name: 'Globex EU' })] } });
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Org Info' }));
    const name = within(orgInfoForm()).getByRole('textbox', { name: /Organization name/ });
    await user.clear(name);
    await fill(user, name, 'Globex EU');
    await user.click(within(orgInfoForm()).getByRole('switch', { name: /Disable client access/ }));
    await fill(user, within(orgInfoForm()).getByRole('textbox', { name: 'Personalised message' }), 'Paused.');
    await user.click(within(orgInfoForm()).getByRole('checkbox', { name: 'Knowledge Base' }));
    await user.click(saveAndClose());
    expect(await screen.findByText(ORG_UPDATED_MESSAGE)).toBeTruthy();
    expect(requestsTo(`PATCH ${BASE}/orgs/org_1`)[0]?.body).toEqual({
      name: 'Globex EU',
      defaultClientAccess: ['/home', '/convos', '/kb'],
      defaultClientTabOrder: ['home', 'convos', 'kb'],
      settings: { disableClientAccess: true, disableClientAccessMessage: 'Paused.' },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Org Info' })).toBeNull());
  });

  it('says why a save failed in the spec’s words and stays open', async () => {
    answerWith(`PATCH ${BASE}/orgs/org_1`, refusal(404, 'NOT_FOUND', 'This organization no longer exists.'));
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Org Info' }));
    await user.click(within(orgInfoForm()).getByRole('switch', { name: 'Smart handoff' }));
    await user.click(saveAndClose());
    expect(await screen.findByText('Failed to update organization: This organization no longer exists.')).toBeTruthy();
    expect(requestsTo(`PATCH ${BASE}/orgs/org_1`)[0]?.body).toEqual({ settings: { smartHandoff: true } });
    expect(screen.getByRole('form', { name: 'Org Info' })).toBeTruthy();
  });

  it('keeps Enable Billing off and disabled until a payment account is connected', async () => {
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Org Info' }));
    const billing = within(orgInfoForm()).getByRole('switch', { name: 'Enable Billing' }) as HTMLInputElement;
    expect(billing.disabled).toBe(true);
    expect(billing.checked).toBe(false);
    await user.hover(screen.getByTestId('enable-billing'));
    expect(await screen.findByText(ORG_BILLING_NEEDS_PAYMENT_ACCOUNT_MESSAGE)).toBeTruthy();
  });
});

describe('the Add User / Edit User drawer', () => {
  const userForm = (name: 'Add User' | 'Edit User') => screen.getByRole('form', { name });

  it('asks to fill out all fields before anything is sent', async () => {
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await user.click(within(userForm('Add User')).getByRole('button', { name: 'Add User' }));
    expect((await screen.findAllByText(CLIENT_FIELDS_MISSING_MESSAGE)).length).toBeGreaterThan(0);
    expect(requestsTo(`POST ${BASE}/orgs/org_1/clients`)).toHaveLength(0);
  });

  it("starts from the organization's default access, sends the email lower-cased and trimmed, then shows the password", async () => {
    const added = client({ id: 'cl_new', email: 'ann@example.com', name: 'Ann', canAccess: ['/home', '/convos'] });
    answerWith(`POST ${BASE}/orgs/org_1/clients`, { status: 200, body: added });
    answerWith(`GET ${BASE}/orgs`, { status: 200, body: { orgs: [org({ clients: [added] })] } });
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const form = userForm('Add User');
    expect((within(form).getByRole('checkbox', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: 'Conversations' }) as HTMLInputElement).checked).toBe(true);
    await fill(user, within(form).getByRole('textbox', { name: /Name/ }), 'Ann');
    await fill(user, within(form).getByRole('textbox', { name: /Email/ }), '  Ann@Example.COM ');
    await user.click(within(form).getByRole('button', { name: 'Move Conversations up' }));
    await user.click(within(form).getByRole('switch', { name: /Is Org Admin/ }));
    await user.click(within(form).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(requestsTo(`POST ${BASE}/orgs/org_1/clients`)).toHaveLength(1));
    expect(requestsTo(`POST ${BASE}/orgs/org_1/clients`)[0]?.body).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      clientTabOrder: ['convos', 'home'],
      isOrgAdmin: true,
    });
    const edit = await screen.findByRole('form', { name: 'Edit User' });
    expect((within(edit).getByRole('textbox', { name: 'Dashboard Password' }) as HTMLInputElement).value).toBe(
      'abcdefghijklmno',
    );
  });

  it('shows the server’s refusal of an email another client has', async () => {
    answerWith(`POST ${BASE}/orgs/org_1/clients`, refusal(409, 'CONFLICT', CLIENT_EMAIL_TAKEN_MESSAGE));
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const form = userForm('Add User');
    await fill(user, within(form).getByRole('textbox', { name: /Name/ }), 'Ann');
    await fill(user, within(form).getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add User' }));
    expect(await within(form).findByText(CLIENT_EMAIL_TAKEN_MESSAGE)).toBeTruthy();
  });

  it('edits only what changed, agents included, and Regenerate shows the new password', async () => {
    answerWith(`PATCH ${BASE}/clients/cl_1`, { status: 200, body: client({ widgetIDs: ['ag_2'] }) });
    answerWith(`POST ${BASE}/clients/cl_1/password`, {
      status: 200,
      body: client({ dashboardPassword: 'zyxwvutsrqponml' }),
    });
    const { user } = renderPage([org({ clients: [client()] })]);
    await user.click(screen.getByRole('button', { name: 'Edit Bob' }));
    const form = userForm('Edit User');
    const password = within(form).getByRole('textbox', { name: 'Dashboard Password' }) as HTMLInputElement;
    expect(password.value).toBe('abcdefghijklmno');
    await user.click(within(form).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(password.value).toBe('zyxwvutsrqponml'));

    await user.click(within(form).getByRole('textbox', { name: 'Agents' }));
    await user.click(await screen.findByRole('option', { name: 'Support bot' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(`PATCH ${BASE}/clients/cl_1`)).toHaveLength(1));
    expect(requestsTo(`PATCH ${BASE}/clients/cl_1`)[0]?.body).toEqual({ widgetIDs: ['ag_2'] });
  });

  it('makes a one-time login link for the user and shows it', async () => {
    const url = 'http://acme.localhost/?token=tok_0123456789abcdefghijklmnop';
    answerWith(`POST ${BASE}/clients/cl_1/login-link`, {
      status: 200,
      body: { url, expiresAt: '2026-11-27T08:00:00.000Z' },
    });
    const { user } = renderPage([org({ clients: [client()] })]);
    await user.click(screen.getByRole('button', { name: 'Edit Bob' }));
    const form = userForm('Edit User');
    await user.click(within(form).getByRole('button', { name: 'Make login link' }));
    expect((await within(form).findByLabelText('Login link')).textContent).toBe(url);
    expect(requestsTo(`POST ${BASE}/clients/cl_1/login-link`)).toHaveLength(1);
  });

  it('deletes a user after asking', async () => {
    answerWith(`DELETE ${BASE}/clients/cl_1`, { status: 200, body: { ok: true } });
    answerWith(`GET ${BASE}/orgs`, { status: 200, body: { orgs: [org()] } });
    const { user } = renderPage([org({ clients: [client()] })]);
    await user.click(screen.getByRole('button', { name: 'Delete Bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(`DELETE ${BASE}/clients/cl_1`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bob/ })).toBeNull());
  });
});

describe('the credit transfer', () => {
  const openTransfer = async (user: ReturnType<typeof renderPage>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Transfer credits' }));
    return screen.findByRole('form', { name: 'Transfer credits' });
  };

  it('shows both balances and refuses an empty amount in the spec’s words', async () => {
    const { user } = renderPage([org()]);
    const form = await openTransfer(user);
    expect(
      within(within(form).getByRole('group', { name: 'Workspace balance' })).getByText('500 credits'),
    ).toBeTruthy();
    expect(within(within(form).getByRole('group', { name: 'Globex balance' })).getByText('40 credits')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText(CREDIT_TRANSFER_AMOUNT_INVALID_MESSAGE)).toBeTruthy();
    expect(requestsTo(`POST ${BASE}/orgs/org_1/credits/transfer`)).toHaveLength(0);
  });

  it('sends the amount and direction, then says it is done', async () => {
    answerWith(`POST ${BASE}/orgs/org_1/credits/transfer`, {
      status: 200,
      body: { credits: 25, workspaceCredits: 525, orgCredits: 15 },
    });
    answerWith(`GET ${BASE}/orgs`, { status: 200, body: { orgs: [org({ credits: 15 })] } });
    const { user, queryClient } = renderPage([org()]);
    const form = await openTransfer(user);
    await user.click(within(form).getByText('Organization → Workspace'));
    await fill(user, within(form).getByRole('textbox', { name: 'Amount' }), '25');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(CREDIT_TRANSFER_DONE_MESSAGE)).toBeTruthy();
    expect(requestsTo(`POST ${BASE}/orgs/org_1/credits/transfer`)[0]?.body).toEqual({
      direction: 'toWorkspace',
      amount: 25,
    });
    // Both balances are read again: the organization's, and the workspace's in the account's answer.
    expect(requestsTo(`GET ${BASE}/orgs`)).toHaveLength(1);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it.each([
    [refusal(404, 'NOT_FOUND', 'Not here.'), CREDIT_TRANSFER_NOT_FOUND_MESSAGE],
    [refusal(402, 'OUT_OF_CREDITS', CREDIT_TRANSFER_WORKSPACE_SHORT_MESSAGE), CREDIT_TRANSFER_WORKSPACE_SHORT_MESSAGE],
    [refusal(500, 'INTERNAL', 'Boom.'), CREDIT_TRANSFER_FAILED_MESSAGE],
  ])('says why a transfer failed (%#)', async (reply, message) => {
    answerWith(`POST ${BASE}/orgs/org_1/credits/transfer`, reply);
    const { user } = renderPage([org()]);
    const form = await openTransfer(user);
    await fill(user, within(form).getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe("the organization's margin", () => {
  it('shows what the client paid, what its agents cost and the margin, in USD', async () => {
    answerWith(`GET ${BASE}/orgs/org_1/billing-margin`, {
      status: 200,
      body: {
        orgId: 'org_1',
        billingApplies: true,
        paid: 37.05,
        platformFee: 1.95,
        creditsUsed: 40_000,
        cost: 40,
        margin: -2.95,
        currency: 'USD',
      },
    });
    const { user } = renderPage([org()]);
    await user.click(screen.getByRole('button', { name: 'Org Info' }));
    const section = await screen.findByRole('region', { name: 'Margin' });
    await waitFor(() => expect(within(section).getByLabelText('Paid').textContent).toBe('$37.05'));
    expect(within(section).getByLabelText('Cost').textContent).toBe('$40.00');
    expect(within(section).getByLabelText('Margin').textContent).toBe('-$2.95');
    expect(within(section).getByText(/platform fee \(\$1\.95\).*40,000 credits/)).toBeTruthy();
  });
});
