import {
  type AgencyDomain,
  type AgencyDomains,
  CUSTOM_TAB_HREF_RESERVED_MESSAGE,
  CUSTOM_TAB_HREF_SLASH_MESSAGE,
  CUSTOM_TAB_HREF_TAKEN_MESSAGE,
  CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE,
  type CustomTab,
  type CustomTabs,
} from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { agencyDomainsQueryKey } from '../domains/use-agency-domains';
import { CustomTabPreviewPage } from './custom-tab-preview-page';
import { CustomTabsPanel } from './custom-tabs-panel';
import { customTabsQueryKey } from './use-custom-tabs';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const TABS_PATH = '/api/na/workspaces/ws_1/agency/custom-tabs';
const TAB_ORIGIN = 'http://127.0.0.1:3000';
const reports: CustomTab = {
  id: 'tab00000000000001',
  label: 'Reports',
  href: '/reports',
  iconUrl: null,
  pageType: 'html',
  htmlContent: '<h1>Reports</h1>',
  jsContent: '',
  iframeUrl: '',
  alwaysVisible: false,
};
const booking: CustomTab = {
  ...reports,
  id: 'tab00000000000002',
  label: 'Booking',
  href: '/booking',
  pageType: 'iframe',
  iframeUrl: 'https://cal.example.com/acme',
};
const domain = (kind: AgencyDomain['kind'], name: string, status: AgencyDomain['status']): AgencyDomain => ({
  kind,
  domain: name,
  status,
  records: [],
  lastProblem: null,
  verifiedAt: null,
  liveAt: null,
  checkedAt: null,
});
const noDomains: AgencyDomains = {
  rootDomain: 'localhost',
  subdomain: null,
  custom: null,
  whitelabel: { entitled: true, trial: null, canStartTrial: false },
};

function renderPanel(tabs: CustomTab[], domains: AgencyDomains = noDomains) {
  const current = workspace('ws_1', 'na');
  return renderDashboard(
    <>
      <Notifications />
      <CustomTabsPanel region="na" workspaceUid="ws_1" />
    </>,
    {
      me: { account, workspaces: [current] },
      inWorkspace: current,
      path: '/agency',
      queries: [
        [customTabsQueryKey('na', 'ws_1'), { tabs, tabOrigin: TAB_ORIGIN } satisfies CustomTabs],
        [agencyDomainsQueryKey('na', 'ws_1'), domains],
      ],
    },
  );
}

describe('the Custom Tabs panel', () => {
  it("shows the spec's texts under the URL before anything is sent", async () => {
    const { user } = renderPanel([reports]);
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Label/ }), 'Stats');
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await user.clear(url);
    await fill(user, url, 'stats');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CUSTOM_TAB_HREF_SLASH_MESSAGE)).toBeTruthy();
    await user.clear(url);
    await fill(user, url, '/leads');
    expect(await within(dialog).findByText(CUSTOM_TAB_HREF_RESERVED_MESSAGE)).toBeTruthy();
    await user.clear(url);
    await fill(user, url, '/Reports');
    expect(await within(dialog).findByText(CUSTOM_TAB_HREF_TAKEN_MESSAGE)).toBeTruthy();
    expect(requestsTo(`POST ${TABS_PATH}`)).toHaveLength(0);
  });

  it('adds an HTML tab with 500 px editors, and lists what the server saved', async () => {
    const added = { ...reports, id: 'tab00000000000003', label: 'Stats', href: '/stats', htmlContent: '<p>Hi</p>' };
    answerWith(`POST ${TABS_PATH}`, { status: 200, body: { tabs: [reports, added], tabOrigin: TAB_ORIGIN } });
    const { user } = renderPanel([reports]);
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Label/ }), 'Stats');
    await fill(user, within(dialog).getByRole('textbox', { name: /URL/ }), 'stats');
    const html = within(dialog).getByRole('textbox', { name: 'HTML' });
    expect(html.style.height).toBe('500px');
    expect(within(dialog).getByRole('textbox', { name: 'JS' }).style.height).toBe('500px');
    await fill(user, html, '<p>Hi</p>');
    await user.click(within(dialog).getByRole('switch', { name: /Always visible/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(`POST ${TABS_PATH}`)).toHaveLength(1));
    expect(requestsTo(`POST ${TABS_PATH}`)[0]?.body).toEqual({
      label: 'Stats',
      href: '/stats',
      pageType: 'html',
      htmlContent: '<p>Hi</p>',
      jsContent: '',
      iframeUrl: '',
      alwaysVisible: true,
    });
    expect(await screen.findByRole('listitem', { name: 'Stats' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("uploads a new tab's icon once the tab exists, under the id the server gave it", async () => {
    const added = { ...reports, id: 'tab00000000000009', label: 'Stats', href: '/stats' };
    const withIcon = { ...added, iconUrl: '/api/na/public/files/icon1' };
    answerWith(`POST ${TABS_PATH}`, { status: 200, body: { tabs: [reports, added], tabOrigin: TAB_ORIGIN } });
    answerWith(`POST ${TABS_PATH}/${added.id}/icon`, {
      status: 200,
      body: { tabs: [reports, withIcon], tabOrigin: TAB_ORIGIN },
    });
    const { user } = renderPanel([reports]);
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Label/ }), 'Stats');
    await fill(user, within(dialog).getByRole('textbox', { name: /URL/ }), 'stats');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(100)], 'icon.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(`POST ${TABS_PATH}/${added.id}/icon`)).toHaveLength(1));
    expect(requestsTo(`POST ${TABS_PATH}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("removes a saved tab's icon", async () => {
    const iconned = { ...reports, iconUrl: '/api/na/public/files/icon1' };
    answerWith(`DELETE ${TABS_PATH}/${reports.id}/icon`, {
      status: 200,
      body: { tabs: [reports], tabOrigin: TAB_ORIGIN },
    });
    const { user } = renderPanel([iconned]);
    await user.click(within(screen.getByRole('listitem', { name: 'Reports' })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Tab icon' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove icon' }));
    await waitFor(() => expect(requestsTo(`DELETE ${TABS_PATH}/${reports.id}/icon`)).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('img', { name: 'Tab icon' })).toBeNull());
  });

  it('refuses an icon over 1 MB before uploading it', async () => {
    const { user } = renderPanel([reports]);
    await user.click(within(screen.getByRole('listitem', { name: 'Reports' })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE)).toBeTruthy();
  });

  it("previews on the agency's verified custom domain, else its verified subdomain, else this host", () => {
    const previewOf = () => screen.getByRole('link', { name: /Preview/ }).getAttribute('href');
    const { unmount } = renderPanel([reports], {
      ...noDomains,
      subdomain: domain('subdomain', 'acme.localhost', 'live'),
      custom: domain('custom', 'app.acme.com', 'verified'),
    });
    const port = window.location.port ? `:${window.location.port}` : '';
    expect(previewOf()).toBe(`${window.location.protocol}//app.acme.com${port}/app/na/c/reports`);
    unmount();
    const second = renderPanel([reports], {
      ...noDomains,
      subdomain: domain('subdomain', 'acme.localhost', 'verified'),
      custom: domain('custom', 'app.acme.com', 'pending'),
    });
    expect(previewOf()).toBe(`${window.location.protocol}//acme.localhost${port}/app/na/c/reports`);
    second.unmount();
    renderPanel([reports]);
    expect(previewOf()).toBe(`${window.location.origin}/app/na/c/reports`);
  });

  it('deletes a tab only once confirmed', async () => {
    answerWith(`DELETE ${TABS_PATH}/${reports.id}`, { status: 200, body: { tabs: [], tabOrigin: TAB_ORIGIN } });
    const { user } = renderPanel([reports]);
    await user.click(within(screen.getByRole('listitem', { name: 'Reports' })).getByRole('button', { name: 'Delete' }));
    expect(requestsTo(`DELETE ${TABS_PATH}/${reports.id}`)).toHaveLength(0);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(`DELETE ${TABS_PATH}/${reports.id}`)).toHaveLength(1));
    expect(await screen.findByText(/No custom tabs yet/)).toBeTruthy();
  });
});

describe("a custom tab's preview page", () => {
  function renderPreview(path: string) {
    const current = workspace('ws_1', 'na');
    return renderDashboard(<CustomTabPreviewPage />, {
      me: { account, workspaces: [current] },
      inWorkspace: current,
      path,
      route: '/app/:region/c/*',
      queries: [[customTabsQueryKey('na', 'ws_1'), { tabs: [reports, booking], tabOrigin: TAB_ORIGIN }]],
    });
  }

  it('shows an HTML tab from the tab origin, sandboxed without allow-same-origin', () => {
    renderPreview('/app/na/c/reports');
    const frame = screen.getByTitle('Reports');
    expect(frame.getAttribute('src')).toBe(`${TAB_ORIGIN}/custom-tabs/na/ws_1/${reports.id}`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
  });

  it("shows an iframe tab's own page", () => {
    renderPreview('/app/na/c/Booking/');
    expect(screen.getByTitle('Booking').getAttribute('src')).toBe('https://cal.example.com/acme');
  });

  it('says so when no tab has the URL', () => {
    renderPreview('/app/na/c/missing');
    expect(screen.getByRole('heading', { name: 'Tab not found' })).toBeTruthy();
    expect(screen.queryByTitle('Reports')).toBeNull();
  });
});
