import { CLIENT_CUSTOM_TABS_UNKNOWN_MESSAGE, customTabPagePath } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient, type TestAgency } from '../../../test/agency-clients.js';
import { createTestApp, uniqueEmail } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const htmlTab = {
  label: 'Reports',
  href: '/reports',
  pageType: 'html',
  htmlContent: '<h1>Secret monthly figures</h1>',
  jsContent: 'console.log("private script")',
  iframeUrl: '',
  alwaysVisible: true,
};

async function addTab(agency: TestAgency, fields: Partial<typeof htmlTab>) {
  const res = await agency.client.post(`${agency.base}/custom-tabs`, { ...htmlTab, ...fields });
  if (res.statusCode !== 200) throw new Error(`tab failed: ${res.body}`);
  return res.json().tabs as { id: string; href: string }[];
}

describe("a client's custom tabs", () => {
  it('lists the always visible tabs and those its access gives, without their HTML or JavaScript', async () => {
    const agency = await agencyWithHost(app);
    await addTab(agency, {});
    await addTab(agency, { label: 'Calendar', href: '/calendar', alwaysVisible: false });
    const tabs = await addTab(agency, {
      label: 'Booking',
      href: '/booking',
      pageType: 'iframe',
      iframeUrl: 'https://booking.example.com/agency',
      alwaysVisible: false,
    });
    const reportsId = tabs.find((tab) => tab.href === '/reports')?.id ?? '';
    const client = await addClient(agency, { canAccess: ['/convos', '/booking'] });
    const browser = await signedInClient(app, agency, client);

    const res = await browser.get('/api/client/custom-tabs');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tabs).toEqual([
      {
        id: reportsId,
        label: 'Reports',
        href: '/reports',
        iconUrl: null,
        pageType: 'html',
        pageUrl: `http://tabs.localhost${customTabPagePath('na', agency.workspace.uid, reportsId)}`,
      },
      expect.objectContaining({ label: 'Booking', pageType: 'iframe', pageUrl: 'https://booking.example.com/agency' }),
    ]);
    expect(res.body).not.toContain('Secret monthly figures');
    expect(res.body).not.toContain('private script');

    // The owner grants the hidden one: the client sees it too.
    const granted = await agency.client.request({
      method: 'PATCH',
      url: `${agency.base}/clients/${client.id}`,
      payload: { canAccess: ['/convos', '/booking', '/calendar'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().canAccess).toEqual(['/convos', '/booking', '/calendar']);
    const after = (await browser.get('/api/client/custom-tabs')).json();
    expect(after.tabs.map((tab: { label: string }) => tab.label)).toEqual(['Reports', 'Calendar', 'Booking']);
  });

  it("shows a client of another agency none of this agency's tabs", async () => {
    const agency = await agencyWithHost(app);
    await addTab(agency, { label: 'Only ours' });
    await addTab(agency, { label: 'Ours too', href: '/ours', alwaysVisible: false });
    const other = await agencyWithHost(app);
    // Even the same URL in its access gives it nothing of the first agency's.
    const stranger = await signedInClient(app, other, await addClient(other, { canAccess: ['/convos'] }));

    const res = await stranger.get('/api/client/custom-tabs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tabs: [] });
  });

  it("refuses to give a client a custom tab the agency does not have, in the product's words", async () => {
    const agency = await agencyWithHost(app);
    await addTab(agency, {});
    const other = await agencyWithHost(app);
    await addTab(other, { label: 'Elsewhere', href: '/elsewhere', alwaysVisible: false });

    const refused = await agency.client.post(`${agency.base}/orgs`, { name: 'Org' }).then((org) =>
      agency.client.post(`${agency.base}/orgs/${org.json().id}/clients`, {
        name: 'Casey',
        email: uniqueEmail('pages'),
        canAccess: ['/convos', '/elsewhere'],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(CLIENT_CUSTOM_TABS_UNKNOWN_MESSAGE);

    const client = await addClient(agency, { canAccess: ['/convos', '/reports'] });
    expect(client).toMatchObject({ canAccess: ['/convos', '/reports'] });
  });
});
