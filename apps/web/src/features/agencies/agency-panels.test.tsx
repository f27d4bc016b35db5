import { AGENCY_NOT_CREATED_MESSAGE, type Agency, INVALID_FONT_MESSAGE, ZAgencyDocument } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { AgencyFooterPanel } from './agency-footer-panel';
import { AgencyOverviewPanel } from './agency-overview-panel';
import { AgencyThemePanel } from './agency-theme-panel';
import { agencyQueryKey } from './use-agency';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const AGENCY_PATH = '/api/na/workspaces/ws_1/agency';
const unsaved: Agency = {
  ...ZAgencyDocument.parse({}),
  workspaceUid: 'ws_1',
  name: 'Workspace ws_1',
  hasAdminSecret: false,
  createdAt: null,
  lastModified: null,
};
const saved: Agency = { ...unsaved, createdAt: '2026-01-02T00:00:00.000Z', lastModified: '2026-01-02T00:00:00.000Z' };

function renderPanel(panel: 'theme' | 'overview' | 'footer', agency: Agency) {
  const current = workspace('ws_1', 'na', 'owner');
  const Panel = { theme: AgencyThemePanel, overview: AgencyOverviewPanel, footer: AgencyFooterPanel }[panel];
  return renderDashboard(
    <>
      <Notifications />
      <Panel region="na" workspaceUid="ws_1" />
    </>,
    {
      me: { account, workspaces: [current] },
      inWorkspace: current,
      path: '/agency',
      queries: [[agencyQueryKey('na', 'ws_1'), agency]],
    },
  );
}

describe('the Theme tab panel', () => {
  it('refuses a font name the font service does not have, in the spec words, before anything is sent', async () => {
    const { user } = renderPanel('theme', saved);
    const font = screen.getByRole('textbox', { name: /Font/ });
    await user.clear(font);
    await fill(user, font, 'Helvetica Fancy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVALID_FONT_MESSAGE)).toBeTruthy();
    expect(requestsTo(`PATCH ${AGENCY_PATH}`)).toHaveLength(0);
  });

  it('sends only the edited fields: a new colour goes with its mode, as one theme', async () => {
    answerWith(`PATCH ${AGENCY_PATH}`, { status: 200, body: saved });
    const { user } = renderPanel('theme', saved);
    await fill(user, screen.getByRole('textbox', { name: 'Primary colour' }), '#ff0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(`PATCH ${AGENCY_PATH}`)).toHaveLength(1));
    expect(requestsTo(`PATCH ${AGENCY_PATH}`)[0]?.body).toEqual({
      customTheme: { primary: '#ff0000', themeType: 'light' },
    });
  });
});

describe('the Overview tab panel', () => {
  it("says 'Error creating agency settings' when the first save fails", async () => {
    answerWith(`PATCH ${AGENCY_PATH}`, refusal(500, 'INTERNAL', 'Something went wrong on our side.'));
    const { user } = renderPanel('overview', unsaved);
    const name = screen.getByRole('textbox', { name: 'Agency name' });
    await user.clear(name);
    await fill(user, name, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Under the form, and as the spec's toast.
    await waitFor(() => expect(screen.getAllByText(AGENCY_NOT_CREATED_MESSAGE)).toHaveLength(2));
    expect(requestsTo(`PATCH ${AGENCY_PATH}`)[0]?.body).toEqual({ name: 'Acme' });
  });

  it('shows the new admin link once it is made', async () => {
    answerWith(`POST ${AGENCY_PATH}/admin-secret/regenerate`, {
      status: 200,
      body: { secret: 'abcdefghijklmnopqrstuvwxy' },
    });
    answerWith(`GET ${AGENCY_PATH}`, { status: 200, body: { ...saved, hasAdminSecret: true } });
    const { user } = renderPanel('overview', saved);
    await user.click(screen.getByRole('button', { name: 'Make an admin link' }));
    expect((await screen.findByLabelText('Admin link')).textContent).toMatch(
      /\/login\?secret=abcdefghijklmnopqrstuvwxy$/,
    );
  });
});

describe('the Footer tab panel', () => {
  it('refuses a Terms page that is not a web address and saves a good one', async () => {
    answerWith(`PATCH ${AGENCY_PATH}`, { status: 200, body: saved });
    const { user } = renderPanel('footer', saved);
    const terms = screen.getByRole('textbox', { name: 'Terms of Service page' });
    await fill(user, terms, 'terms page');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a full web address, such as https://example.com/terms.')).toBeTruthy();
    expect(requestsTo(`PATCH ${AGENCY_PATH}`)).toHaveLength(0);
    await user.clear(terms);
    await fill(user, terms, 'https://acme.example/terms');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(`PATCH ${AGENCY_PATH}`)).toHaveLength(1));
    expect(requestsTo(`PATCH ${AGENCY_PATH}`)[0]?.body).toEqual({ tosPage: 'https://acme.example/terms' });
  });
});
