import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openRegions, type Regions } from '../src/platform/db/regions.js';
import { TEST_DATABASE } from './app.js';

/**
 * The regional databases alone, migrated, without the app: for code that needs only tables (the
 * payments sandbox). In-memory PGlite, or two new databases on the throwaway PostgreSQL server.
 */
export async function openTestRegions(): Promise<Regions> {
  const env: Record<string, string> = { NODE_ENV: 'test', EMBEDDED_DB: 'memory' };
  if (TEST_DATABASE === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `t_${randomBytes(6).toString('hex')}`;
    try {
      await admin.query(`create database ${name}_na`);
      await admin.query(`create database ${name}_eu`);
    } finally {
      await admin.end();
    }
    env.DATABASE_URL_NA = adminUrl.replace('/postgres?', `/${name}_na?`);
    env.DATABASE_URL_EU = adminUrl.replace('/postgres?', `/${name}_eu?`);
  }
  return openRegions(loadConfig(env));
}
