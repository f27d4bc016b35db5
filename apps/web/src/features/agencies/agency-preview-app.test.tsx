import { type AgencyBranding, type AgencyPreviewDraft, CLIENT_NO_AGENTS_MESSAGE } from '@agent-platform/core';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientAgent, clientSession } from '../../../test/client-session';
import { AgencyPreviewApp } from './agency-preview-app';

const branding: AgencyBranding = {
  name: 'Acme Rockets',
  logoURL: null,
  darkLogoURL: null,
  faviconURL: null,
  font: null,
  colours: null,
  themeVariant: 'default',
  themeColorUsage: 'plain',
  showPoweredBy: false,
  tosPage: '',
  privacyPolicyPage: '',
  brandingText: '',
};

/** The settings page's message, as its frame receives it (jsdom's window is its own parent). */
function sendDraft(testClient: AgencyPreviewDraft['testClient']) {
  const draft: AgencyPreviewDraft = { type: 'agency-preview-draft', branding, testClient };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: draft, origin: window.location.origin, source: window }));
  });
}

describe('the agency live preview', () => {
  it("shows the test client's agents and only its allowed tabs, in its order", async () => {
    render(<AgencyPreviewApp />);
    const session = clientSession({
      client: { name: 'Pat Preview', canAccess: ['/home', '/convos', '/leads', '/billing'], clientTabOrder: ['leads'] },
      org: { allowBilling: false },
    });
    sendDraft({ session, agents: [clientAgent('agent_1', 'Front Desk'), clientAgent('agent_2', 'Night Shift')] });

    const dashboard = await screen.findByLabelText('Client dashboard');
    expect(within(dashboard).getByRole('heading', { name: 'Welcome back, Pat Preview' })).toBeTruthy();
    expect(within(dashboard).getByRole('button', { name: 'Switch agent (current: Front Desk)' })).toBeTruthy();
    expect(within(dashboard).queryByText(CLIENT_NO_AGENTS_MESSAGE)).toBeNull();
    // Leads first by the client's tab order; Billing not without the organisation's allowBilling.
    const tabs = within(within(dashboard).getByRole('navigation', { name: 'Agent tabs' }))
      .getAllByRole('button')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Leads', 'Home', 'Chats']);
  });

  it("tells that the test client has no agents, as the client's dashboard does", async () => {
    render(<AgencyPreviewApp />);
    sendDraft({ session: clientSession({ client: { widgetIDs: [] } }), agents: [] });
    const dashboard = await screen.findByLabelText('Client dashboard');
    expect(within(dashboard).getByText(CLIENT_NO_AGENTS_MESSAGE)).toBeTruthy();
    expect(within(dashboard).queryByRole('button', { name: /^Switch agent/ })).toBeNull();
  });
});
