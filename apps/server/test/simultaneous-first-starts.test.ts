import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE, testDatabaseEnv } from './app.js';
import {
  killServerProcesses,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServerProcess,
} from './server-process.js';

const PROCESSES = 10;

afterEach(killServerProcesses);

// Processes of one deployment share the PostgreSQL server; the embedded database has one process.
describe.skipIf(TEST_DATABASE !== 'postgres')('processes started at once on empty databases', () => {
  it(`brings all ${PROCESSES} up: migrations and the job queues are set up once, in turn`, {
    // Ten processes compiling and starting at once on a small machine take turns for its cores.
    timeout: 5 * PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    // A small pool each, so that ten processes stay well inside the test server's connections.
    const env = {
      ...(await testDatabaseEnv()),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DATABASE_POOL_MAX: '2',
    };
    const starts = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startServerProcess(env)));
    const up = starts.filter((start): start is PromiseFulfilledResult<ServerProcess> => start.status === 'fulfilled');
    try {
      const failures = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
      expect(failures).toEqual([]);
      for (const { value: server } of up) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      const exits = await Promise.all(up.map(({ value: server }) => server.stop()));
      expect(exits).toEqual(up.map(() => 0));
    }
  });
});
