import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { registerErrorHandling } from '../errors.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { serveDashboardFiles, serveDashboardPages } from './serve-dashboard.js';

const BUILT_PAGE =
  '<!doctype html><html><head><title>Dashboard</title></head><body><div id="root"></div></body></html>';
const BUILT_SCRIPT = 'console.log("dashboard")';

const build = mkdtempSync(path.join(tmpdir(), 'dashboard-build-'));
mkdirSync(path.join(build, 'assets'));
writeFileSync(path.join(build, 'index.html'), BUILT_PAGE);
writeFileSync(path.join(build, 'assets', 'index-abc.js'), BUILT_SCRIPT);
afterAll(() => rmSync(build, { recursive: true, force: true }));

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

/** The app's dashboard serving as buildApp sets it up: error answers, security headers, then the dashboard. */
async function serving(webDist: string) {
  app = Fastify({ logger: false });
  app.decorate('config', loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://app.example.com' }));
  registerErrorHandling(app);
  registerSecurityHeaders(app, true, 'https://tabs.example.com');
  serveDashboardPages(app, await serveDashboardFiles(app, webDist));
  return app;
}

describe('serving the dashboard', () => {
  it('renders its page for the request tenant at every page address, never cached and never framed', async () => {
    const dashboard = await serving(build);
    for (const url of ['/', '/app/na/agents', '/login?next=%2Fapp', '/index.html']) {
      const res = await dashboard.inject({ method: 'GET', url, headers: { host: 'app.example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.body).toContain('<meta name="tenant" content="product" />');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('lets only its own origin frame the agency live preview', async () => {
    const dashboard = await serving(build);
    for (const url of ['/agency/preview', '/agency/preview?tab=theme']) {
      const res = await dashboard.inject({ method: 'GET', url, headers: { host: 'app.example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const settings = await dashboard.inject({ method: 'GET', url: '/agency', headers: { host: 'app.example.com' } });
    expect(settings.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(settings.headers['x-frame-options']).toBe('DENY');
  });

  it('sends its built files as they are', async () => {
    const res = await (await serving(build)).inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe(BUILT_SCRIPT);
  });

  it('answers a JSON 404 for the API, the widget files and anything but a page read', async () => {
    const dashboard = await serving(build);
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['GET', '/widget/missing.js'],
      ['POST', '/app/na/agents'],
    ] as const) {
      const res = await dashboard.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No route for ${method} ${url}.` } });
    }
  });

  it('answers a JSON 404 for every address when there is no build', async () => {
    const res = await (await serving(path.join(build, 'missing'))).inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /.' } });
  });
});
