import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE, testDatabaseEnv } from '../../../test/app.js';
import { loadConfig } from '../../config.js';
import { openRegions } from './regions.js';
import { rowsOf } from './rows-of.js';

// The embedded database is one connection whatever the setting.
describe.skipIf(TEST_DATABASE !== 'postgres')('the database pool size', () => {
  it('opens no more than DATABASE_POOL_MAX connections to a region however many queries are waiting', async () => {
    const regions = await openRegions(
      loadConfig({ NODE_ENV: 'test', DATABASE_POOL_MAX: '3', ...(await testDatabaseEnv()) }),
    );
    try {
      // Each query holds its connection a moment, so the eight overlap and each asks for one.
      const backends = await Promise.all(
        Array.from({ length: 8 }, () => regions.db('eu').execute(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`)),
      );
      const connections = new Set(backends.map((result) => rowsOf(result)[0]?.pid));
      expect(connections.size).toBe(3);
    } finally {
      await regions.close();
    }
  });
});
