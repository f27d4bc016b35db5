import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { findPostgresBin } from './apps/server/test/postgres-server.js';

// Our own package from its TypeScript source, without a build. An alias rather than the `source`
// export condition: some published packages (eventsource-parser, under the AI SDK) answer that
// condition with TypeScript files Node cannot load.
const source = {
  resolve: {
    alias: [
      {
        find: /^@agent-platform\/core$/,
        replacement: fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)),
      },
    ],
  },
};

const serverProject = (database: 'pglite' | 'postgres', include: string[]): TestProjectInlineConfiguration => ({
  ...source,
  test: {
    name: `api-${database}`,
    root: 'apps/server',
    include,
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file boots its own app on its own databases, and shares no module state that a
    // test changes: loading the server's modules once per worker, not once per file, saved about
    // 4 s of every file.
    isolate: false,
    ...(database === 'postgres' ? { globalSetup: ['test/global-setup-postgres.ts'] } : {}),
  },
});

const ALL_API_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];
/**
 * Where the two engines can differ: the database layer, jobs, inbox and caches, whole processes,
 * and vector search (PGlite has pgvector built in; a PostgreSQL server may not have it installed).
 */
const ENGINE_API_TESTS = [
  'src/platform/**/*.test.ts',
  'test/**/*.test.ts',
  'src/features/knowledge/hybrid-retrieval.test.ts',
];

// Where PostgreSQL's binaries exist (CI installs them), the whole API suite runs on a real
// PostgreSQL server, and PGlite, the embedded default, keeps the tests of the layers where the
// engines differ; the e2e suite runs the whole product on PGlite besides. Elsewhere all of it
// runs on PGlite.
const postgresBin = findPostgresBin();
if (!postgresBin) console.warn('PostgreSQL binaries not found: the API suite runs on PGlite only.');
const serverProjects = postgresBin
  ? [serverProject('postgres', ALL_API_TESTS), serverProject('pglite', ENGINE_API_TESTS)]
  : [serverProject('pglite', ALL_API_TESTS)];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so a two-core CI machine ran one file at
    // a time while most of each API test's time is spent waiting on its database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { ...source, test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      // The API types check boots the server from its source.
      { ...source, test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      // The dashboard's API client against a real local server, in Node.
      {
        ...source,
        test: { name: 'web-lib', root: 'apps/web', include: ['src/lib/**/*.test.ts'], environment: 'node' },
      },
      // The dashboard's form rules and access logic, rendered in a DOM.
      {
        ...source,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      ...serverProjects,
    ],
  },
});
