import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';

describe('route access declarations', () => {
  it('stop the server from starting when a route declares none, naming the route', async () => {
    const app = await createTestApp();
    try {
      app.register(async (feature) => {
        feature.get('/api/:region/undeclared-report', async () => ({ leaked: true }));
      });
      await expect(app.ready()).rejects.toThrow('GET /api/:region/undeclared-report declares no access');
    } finally {
      await app.close();
    }
  });

  it('are recorded for every route the API documents', async () => {
    const app = await createTestApp();
    try {
      const openapi = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
      // The documentation writes `:name` as `{name}` and a trailing wildcard as `{*}`.
      const declared = new Set(
        app.routeTable.map((route) => route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')),
      );
      const undeclared = Object.keys(openapi.paths).filter((path) => !declared.has(path));
      expect(undeclared).toEqual([]);
      expect(app.routeTable.length).toBeGreaterThan(100);
    } finally {
      await app.close();
    }
  });
});
