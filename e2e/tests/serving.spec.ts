import { expect, test } from '@playwright/test';

test('the dashboard is served with SPA fallback, rendered for its tenant, and may not be framed', async ({
  request,
}) => {
  for (const url of ['/', '/app/eu/agents', '/login', '/index.html']) {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-frame-options']).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<meta name="tenant" content="product" />');
  }
});

test('API paths never fall back to the dashboard', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing.' } });
});

test('the widget files are served', async ({ request }) => {
  const res = await request.get('/widget/loader.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('javascript');
});
