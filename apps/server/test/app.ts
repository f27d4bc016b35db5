import { randomBytes } from 'node:crypto';
import type { Workspace, WorkspacePermission, WorkspaceRole } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openRegions } from '../src/platform/db/regions.js';
import { workspaceMembers, workspaces } from '../src/platform/db/schema/index.js';
import { startJobs } from '../src/platform/jobs/jobs.js';

/** Which database the API suite runs on; the vitest project sets it. */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export const TEST_ORIGIN = 'http://localhost:80';

/**
 * Boots the real app on fresh databases: in-memory PGlite, or two new databases on the
 * throwaway PostgreSQL server.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const base: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    EMBEDDED_DB: 'memory',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: TEST_ORIGIN,
  };
  return buildApp(loadConfig({ ...base, ...(await testDatabaseEnv()), ...env }));
}

/**
 * Where a test's regional databases are: in memory (PGlite, nothing to set), or two new databases
 * on the throwaway PostgreSQL server, so that no two test files share a row.
 */
export async function testDatabaseEnv(): Promise<Record<string, string>> {
  if (TEST_DATABASE !== 'postgres') return {};
  const adminUrl = inject('postgresAdminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `t_${randomBytes(6).toString('hex')}`;
  try {
    await ensureMigratedTemplates(admin, adminUrl);
    await admin.query(`create database ${name}_na template ${MIGRATED_TEMPLATE}_na`);
    await admin.query(`create database ${name}_eu template ${MIGRATED_TEMPLATE}_eu`);
  } finally {
    await admin.end();
  }
  return databaseUrls(adminUrl, name);
}

const databaseUrls = (adminUrl: string, name: string) => ({
  DATABASE_URL_NA: adminUrl.replace('/postgres?', `/${name}_na?`),
  DATABASE_URL_EU: adminUrl.replace('/postgres?', `/${name}_eu?`),
});

/**
 * Every migration and the job queue's schema, applied once per test run to a pair of template
 * databases that each test's databases are copied from: migrating a new pair took seconds of
 * every test file, and copying takes a fraction of one. The app still runs its migrations at
 * start, and finds nothing to do.
 */
const MIGRATED_TEMPLATE = 'migrated_template';
const TEMPLATE_LOCK = 74_120_001;

async function ensureMigratedTemplates(admin: pg.Client, adminUrl: string) {
  // Test files in several workers start at once: the first builds the templates, the others wait.
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [
      `${MIGRATED_TEMPLATE}_eu`,
    ]);
    if (rows.length > 0) return;
    for (const region of ['na', 'eu']) {
      await admin.query(`drop database if exists ${MIGRATED_TEMPLATE}_${region}`);
      await admin.query(`create database ${MIGRATED_TEMPLATE}_${region}`);
    }
    const regions = await openRegions(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...databaseUrls(adminUrl, MIGRATED_TEMPLATE) }),
    );
    try {
      const jobs = await startJobs(regions, { error: () => undefined }, {});
      await jobs.stopWorking(0);
      await jobs.close();
    } finally {
      await regions.close();
    }
    // Marked last, so that a half-built pair is never copied.
    for (const region of ['na', 'eu']) {
      await admin.query(`alter database ${MIGRATED_TEMPLATE}_${region} is_template true`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * A browser-like client: keeps the session cookie and sends the dashboard's Origin, from
 * `remoteAddress` when given (so per-address login limits of one test don't touch another's).
 */
export function browser(app: FastifyInstance, remoteAddress?: string) {
  let cookie: string | undefined;
  const request = async (options: InjectOptions) => {
    const res = await app.inject({
      ...(remoteAddress ? { remoteAddress } : {}),
      ...options,
      headers: { origin: TEST_ORIGIN, host: 'localhost:80', ...(cookie ? { cookie } : {}), ...options.headers },
    });
    const set = res.cookies.find((c) => c.name === 'sid');
    if (set) cookie = set.value ? `sid=${set.value}` : undefined;
    return res;
  };
  return {
    request,
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: unknown) =>
      request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    put: (url: string, payload?: unknown) =>
      request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
    delete: (url: string) => request({ method: 'DELETE', url }),
    get cookie() {
      return cookie;
    },
  };
}

let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now()}-${counter++}@example.com`;

/** Signs up a new account and creates its personal workspace. */
export async function signUpWithWorkspace(app: FastifyInstance, region: 'na' | 'eu' = 'na') {
  const client = browser(app);
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const signup = await client.post('/api/auth/signup', { name: 'Test Owner', email, password });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const onboarding = await client.post('/api/onboarding', { region });
  if (onboarding.statusCode !== 201) throw new Error(`onboarding failed: ${onboarding.body}`);
  return { client, email, password, workspace: onboarding.json() as Workspace };
}

/** A new owner's workspace in `na` holding `balance` credits; its uid. */
export async function workspaceWithBalance(app: FastifyInstance, balance: number): Promise<string> {
  const { workspace } = await signUpWithWorkspace(app);
  await app.regions.db('na').update(workspaces).set({ loadTokens: balance }).where(eq(workspaces.uid, workspace.uid));
  return workspace.uid;
}

/**
 * A new account that is a member of `workspaceUid` with `role` (and its own permission list).
 * There is no invitation yet, so the membership row is written as an invitation would.
 */
export async function joinWorkspace(
  app: FastifyInstance,
  workspaceUid: string,
  role: WorkspaceRole,
  permissions: WorkspacePermission[] | null = null,
) {
  const client = browser(app);
  const email = uniqueEmail(role);
  const signup = await client.post('/api/auth/signup', {
    name: `Team ${role}`,
    email,
    password: 'correct horse battery',
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  await app.regions.db('na').insert(workspaceMembers).values({ workspaceUid, email, role, permissions });
  return { client, email };
}
