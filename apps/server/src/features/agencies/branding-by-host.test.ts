import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseTenantBranding } from '@agent-platform/core';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { registerErrorHandling } from '../../platform/errors.js';
import { serveDashboardFiles, serveDashboardPages } from '../../platform/tenancy/index.js';
import { whitelabelTrials } from '../domains/schema.js';

/** The built page as the dashboard's build writes it: the product's title and an empty icon. */
const BUILT_PAGE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <link rel="icon" href="data:," />',
  '    <title>Agent Platform</title>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

const build = mkdtempSync(path.join(tmpdir(), 'agency-dashboard-'));
writeFileSync(path.join(build, 'index.html'), BUILT_PAGE);

let app: FastifyInstance;
/** The dashboard's pages as buildApp serves them, on the app's own databases (the test app has no build). */
let pages: FastifyInstance;
let agencyHost: string;
let workspaceUid: string;
let faviconURL: string;

beforeAll(async () => {
  app = await createTestApp();
  pages = Fastify({ logger: false });
  pages.decorate('config', app.config);
  pages.decorate('regions', app.regions);
  pages.decorate('caches', app.caches);
  registerErrorHandling(pages);
  serveDashboardPages(pages, await serveDashboardFiles(pages, build));

  const owner = await signUpWithWorkspace(app);
  workspaceUid = owner.workspace.uid;
  const url = `/api/na/workspaces/${workspaceUid}/agency`;
  const saved = await owner.client.request({
    method: 'PATCH',
    url,
    payload: {
      name: 'Acme & Sons',
      googleFont: 'Lato',
      customTheme: { primary: '#0066ff', themeType: 'light' },
      themeVariant: 'faded',
      customCSS: '.brand { color: #0066ff; }',
      tosPage: 'https://acme.example/terms',
      brandingText: '**Acme** builds agents',
    },
  });
  expect(saved.statusCode).toBe(200);
  const icon = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0066ff' } })
    .png()
    .toBuffer();
  faviconURL = (await owner.client.request(multipart(`${url}/pictures/favicon`, 'icon.png', icon))).json().faviconURL;
  const subdomain = await owner.client.put(`${url}/domains/subdomain`, { subdomain: 'acme' });
  expect(subdomain.statusCode).toBe(200);
  agencyHost = subdomain.json().domain;
});
afterAll(async () => {
  await pages.close();
  await app.close();
  rmSync(build, { recursive: true, force: true });
});

const page = (host: string, url = '/') => pages.inject({ method: 'GET', url, headers: { host } });
const brandingOf = (html: string) =>
  parseTenantBranding(
    html
      .match(/<meta name="tenant-branding" content="([^"]*)" \/>/)?.[1]
      ?.replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );

describe("the dashboard on an agency's verified subdomain", () => {
  it("carries the agency's name, favicon, font, colours and CSS, with no trace of the product's brand", async () => {
    const res = await page(agencyHost, '/login');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Acme &amp; Sons</title>']);
    expect(html.match(/<link rel="icon"[^>]*>/g)).toEqual([
      `<link rel="icon" type="image/png" href="${faviconURL}" />`,
    ]);
    expect(html).not.toContain('Agent Platform');
    expect(html).toContain('--agency-font: "Lato", system-ui');
    expect(html).toContain('<link rel="stylesheet" href="/api/fonts/Lato.css" />');
    expect(html).toContain('--agency-primary: #0066ff;');
    expect(html).toContain('.brand{color:#0066ff}');
    expect(brandingOf(html)).toMatchObject({
      showPricing: false,
      agency: {
        name: 'Acme & Sons',
        font: 'Lato',
        themeVariant: 'faded',
        showPoweredBy: true,
        tosPage: 'https://acme.example/terms',
        brandingText: '**Acme** builds agents',
      },
    });
  });

  it('keeps the product font on a /prototype path', async () => {
    const html = (await page(agencyHost, '/app/na/prototype?vg_id=a1')).body;
    expect(html).not.toContain('--agency-font');
    expect(html).not.toContain('/api/fonts/');
    expect(brandingOf(html).agency).toMatchObject({ name: 'Acme & Sons', font: null });
  });

  it("hides the product's 'Powered by' while the workspace has a whitelabel trial", async () => {
    await app.regions
      .db('na')
      .insert(whitelabelTrials)
      .values({ workspaceUid, endsAt: new Date(Date.now() + 14 * 24 * 3600 * 1000) });
    expect(brandingOf((await page(agencyHost)).body).agency?.showPoweredBy).toBe(false);
  });

  it("leaves the product's own host and an unknown host as they are", async () => {
    for (const host of ['localhost:80', 'unknown.example']) {
      const html = (await page(host)).body;
      expect(html).toContain('<title>Agent Platform</title>');
      expect(html).not.toContain('agency-theme');
      expect(brandingOf(html)).toEqual({ showPricing: true });
    }
  });
});
