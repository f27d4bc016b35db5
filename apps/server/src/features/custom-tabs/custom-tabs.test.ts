import {
  CUSTOM_TAB_HREF_RESERVED_MESSAGE,
  CUSTOM_TAB_HREF_SLASH_MESSAGE,
  CUSTOM_TAB_HREF_TAKEN_MESSAGE,
  CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE,
  CUSTOM_TABS_FULL_MESSAGE,
  CUSTOM_TABS_MAX,
  customTabPagePath,
} from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { loadConfig } from '../../config.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// createTestApp's PUBLIC_URL is http://localhost:80, so the tab origin is http://tabs.localhost.
const TAB_HOST = 'tabs.localhost';
const tab = {
  label: 'Reports',
  href: '/reports',
  pageType: 'html',
  htmlContent: '<h1 id="title">Monthly report</h1>',
  jsContent: 'document.title = "</script> done";',
  iframeUrl: '',
  alwaysVisible: true,
};

async function ownerWithTabs() {
  const owner = await signUpWithWorkspace(app);
  return { ...owner, base: `/api/na/workspaces/${owner.workspace.uid}/agency/custom-tabs` };
}

describe('custom tabs', () => {
  it('adds, edits and deletes tabs, each with an id of the server', async () => {
    const owner = await ownerWithTabs();
    expect((await owner.client.get(owner.base)).json()).toEqual({ tabs: [], tabOrigin: `http://${TAB_HOST}` });

    const added = await owner.client.post(owner.base, { ...tab, href: '/Reports/' });
    expect(added.statusCode, added.body).toBe(200);
    const [saved] = added.json().tabs;
    expect(saved).toMatchObject({ ...tab, iconUrl: null });
    expect(saved.id).toMatch(/^[A-Za-z0-9]{16}$/);

    const second = (await owner.client.post(owner.base, { ...tab, label: 'Calendar', href: '/calendar' })).json();
    expect(second.tabs.map((t: { label: string }) => t.label)).toEqual(['Reports', 'Calendar']);

    const edited = await owner.client.put(`${owner.base}/${saved.id}`, {
      ...tab,
      label: 'Booking',
      pageType: 'iframe',
      iframeUrl: 'https://calendar.example.com/agency',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().tabs[0]).toMatchObject({ id: saved.id, label: 'Booking', pageType: 'iframe' });

    const removed = await owner.client.delete(`${owner.base}/${saved.id}`);
    expect(removed.json().tabs.map((t: { label: string }) => t.label)).toEqual(['Calendar']);
    expect((await owner.client.delete(`${owner.base}/${saved.id}`)).statusCode).toBe(404);
    // The agency's own save keeps the tabs: it merges only the fields it names.
    await owner.client.request({
      method: 'PATCH',
      url: `/api/na/workspaces/${owner.workspace.uid}/agency`,
      payload: { name: 'Acme' },
    });
    expect((await owner.client.get(owner.base)).json().tabs).toHaveLength(1);
  });

  it("refuses a tab's URL in the spec's words", async () => {
    const owner = await ownerWithTabs();
    await owner.client.post(owner.base, tab);
    const refused = async (body: object) => (await owner.client.post(owner.base, body)).json().error;
    expect(await refused({ ...tab, href: 'reports2' })).toMatchObject({
      message: CUSTOM_TAB_HREF_SLASH_MESSAGE,
      field: 'href',
    });
    expect(await refused({ ...tab, href: '/convos' })).toMatchObject({
      message: CUSTOM_TAB_HREF_RESERVED_MESSAGE,
      field: 'href',
    });
    expect(await refused({ ...tab, href: '/REPORTS' })).toMatchObject({
      message: CUSTOM_TAB_HREF_TAKEN_MESSAGE,
      field: 'href',
    });
    // A tab keeps its own URL when it is edited.
    const [saved] = (await owner.client.get(owner.base)).json().tabs;
    expect((await owner.client.put(`${owner.base}/${saved.id}`, { ...tab, label: 'Renamed' })).statusCode).toBe(200);
  });

  it('holds at most 20 tabs', async () => {
    const owner = await ownerWithTabs();
    for (let i = 0; i < CUSTOM_TABS_MAX; i++) await owner.client.post(owner.base, { ...tab, href: `/tab-${i}` });
    const over = await owner.client.post(owner.base, { ...tab, href: '/one-more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(CUSTOM_TABS_FULL_MESSAGE);
  });

  it('keeps an icon of at most 1 MB as a PNG of ours, and drops it with its tab', async () => {
    const owner = await ownerWithTabs();
    const [saved] = (await owner.client.post(owner.base, tab)).json().tabs;
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366ff' } })
      .jpeg()
      .toBuffer();
    const uploaded = await owner.client.request(multipart(`${owner.base}/${saved.id}/icon`, 'icon.jpg', jpeg));
    expect(uploaded.statusCode).toBe(200);
    const iconUrl: string = uploaded.json().tabs[0].iconUrl;
    const served = await app.inject({ method: 'GET', url: iconUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 128 });

    const big = Buffer.alloc(1024 * 1024 + 10, 1);
    const tooBig = await owner.client.request(multipart(`${owner.base}/${saved.id}/icon`, 'big.png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE);
    const notPicture = await owner.client.request(
      multipart(`${owner.base}/${saved.id}/icon`, 'x.svg', Buffer.from('not a picture at all')),
    );
    expect(notPicture.statusCode).toBe(400);

    await owner.client.delete(`${owner.base}/${saved.id}`);
    expect((await app.inject({ method: 'GET', url: iconUrl })).statusCode).toBe(404);
  });

  it('is for the workspace owner only', async () => {
    const owner = await ownerWithTabs();
    const admin = await joinWorkspace(app, owner.workspace.uid, 'admin');
    expect((await admin.client.post(owner.base, tab)).statusCode).toBe(403);
    expect((await owner.client.get(owner.base)).json().tabs).toEqual([]);
  });
});

describe("an HTML tab's page on the tab origin", () => {
  it('is served only there, sandboxed, with the HTML and the script', async () => {
    const owner = await ownerWithTabs();
    const [saved] = (await owner.client.post(owner.base, tab)).json().tabs;
    const url = customTabPagePath('na', owner.workspace.uid, saved.id);

    const page = await app.inject({ method: 'GET', url, headers: { host: TAB_HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe('sandbox allow-scripts allow-forms allow-popups');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain('<h1 id="title">Monthly report</h1>');
    expect(page.body).toContain('<script>document.title = "<\\/script> done";</script>');

    // Never on the dashboard's origin, where a script would share the session.
    expect((await app.inject({ method: 'GET', url, headers: { host: 'localhost:80' } })).statusCode).toBe(404);
    // A missing tab, another workspace's uid, an iframe tab: no page.
    const other = await signUpWithWorkspace(app);
    const elsewhere = customTabPagePath('na', other.workspace.uid, saved.id);
    expect((await app.inject({ method: 'GET', url: elsewhere, headers: { host: TAB_HOST } })).statusCode).toBe(404);
    const missing = customTabPagePath('na', owner.workspace.uid, 'nothing');
    expect((await app.inject({ method: 'GET', url: missing, headers: { host: TAB_HOST } })).statusCode).toBe(404);
  });

  it("may be framed by the dashboard's pages; the preview page may also frame an iframe tab's page", async () => {
    const csp = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { host: 'localhost:80' } })).headers['content-security-policy'];
    expect(await csp('/agency')).toContain(`frame-src 'self' http://${TAB_HOST};`);
    expect(await csp('/app/na/c/reports')).toContain(`frame-src 'self' http://${TAB_HOST} https:`);
  });

  it('answers nothing else: no API, no sign-in, no dashboard', async () => {
    const owner = await ownerWithTabs();
    const headers = { host: TAB_HOST, cookie: owner.client.cookie as string, origin: `http://${TAB_HOST}` };
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['GET', owner.base],
      ['POST', '/api/auth/login'],
      ['GET', '/'],
      ['GET', '/agency'],
      ['GET', '/healthz'],
    ] as const) {
      const res = await app.inject({ method, url, headers });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The same session on the dashboard's host is signed in: the 404s above are the tab origin's.
    expect((await owner.client.get('/api/auth/me')).statusCode).toBe(200);
  });
});

describe('the tab origin setting', () => {
  it("gets a certificate: the TLS proxy's ask says yes for its host", async () => {
    const ask = (domain: string) => app.inject({ method: 'GET', url: `/api/tls/ask?domain=${domain}` });
    expect((await ask(TAB_HOST)).statusCode).toBe(200);
    expect((await ask('tabs.elsewhere.example')).statusCode).toBe(404);
  });

  it("defaults to tabs. before the dashboard's host", () => {
    expect(loadConfig({ PORT: '4000' }).customTabOrigin).toBe('http://tabs.localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://app.example.com' }).customTabOrigin).toBe('https://tabs.app.example.com');
    expect(loadConfig({ CUSTOM_TAB_ORIGIN: 'https://sandbox.example.net/' }).customTabOrigin).toBe(
      'https://sandbox.example.net',
    );
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://app.example.com', CUSTOM_TAB_ORIGIN: 'https://app.example.com' }),
    ).toThrow(/CUSTOM_TAB_ORIGIN/);
  });
});
