import { loadConfig } from '../src/config.js';
import { openRegions, type Regions } from '../src/platform/db/regions.js';
import { testDatabaseEnv } from './app.js';

/**
 * The regional databases alone, migrated, without the app: for code that needs only tables (the
 * payments sandbox). In-memory PGlite, or two new databases on the throwaway PostgreSQL server.
 */
export async function openTestRegions(): Promise<Regions> {
  return openRegions(loadConfig({ NODE_ENV: 'test', EMBEDDED_DB: 'memory', ...(await testDatabaseEnv()) }));
}
