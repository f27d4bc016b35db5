import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * For tests that start whole servers, or apps on file databases: each start creates its
 * databases and the jobs' schema, which on a busy machine can take longer than an ordinary test
 * is given.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

const running = new Set<ChildProcess>();

/**
 * Kills every server process still running, ready or not: for a test's `afterEach`, since a test
 * that times out never reaches its own clean-up and its servers would outlive the test run.
 */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** The newest modification time of the non-test TypeScript files under `dir`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const BUILT_ENTRY = path.join(serverRoot, 'dist/main.js');
const BUILT_CORE = path.join(serverRoot, '../../packages/core/dist/index.js');

/**
 * How to run the server: its build (`dist/main.js`, what `npm start` runs) when the build is newer
 * than every source file of the server and of core, as after `npm test`'s build step, else its
 * sources through tsx. A process starts from the build about 4 s sooner (14 s against 18 s on a
 * two-core machine; most of the rest is loading the embedded databases), and the suites start
 * hundreds of them.
 */
const serverCommand = ((): string[] => {
  const fresh =
    existsSync(BUILT_ENTRY) &&
    existsSync(BUILT_CORE) &&
    Math.min(statSync(BUILT_ENTRY).mtimeMs, statSync(BUILT_CORE).mtimeMs) >
      Math.max(
        newestSource(path.join(serverRoot, 'src')),
        newestSource(path.join(serverRoot, '../../packages/core/src')),
      );
  return fresh ? [BUILT_ENTRY] : ['--conditions=source', '--import', 'tsx', 'src/main.ts'];
})();

/** Starts the real server entry point as its own process, as `npm start` would (see `serverCommand`). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // A fixed PORT keeps the address a provider calls back the same across restarts.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, serverCommand, {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
