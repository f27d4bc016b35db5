import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/platform/db/regions.js';
import { creditLedger, workspaces } from '../../src/platform/db/schema/index.js';
import { createTestApp, TEST_DATABASE, testDatabaseEnv } from '../app.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';

/**
 * The crash scenarios kill and restart the real server process ten times each: webhook intake
 * (Telegram, Stripe), a crawl's ingestion, payments with auto-recharge, chat answers. On
 * PostgreSQL (where its binaries exist, as in CI) they run in `npm test`: there a process starts
 * from the build in 3-5 s on two cores, loading the server's modules. On the embedded database
 * each start also loads its databases (about 14 s), too slow for every run: `CRASH_TESTS=1` runs
 * them there.
 */
export const RUN_CRASH_TESTS = TEST_DATABASE === 'postgres' || process.env.CRASH_TESTS === '1';

/** Kills per scenario: ten, or `CRASH_KILLS` to replay or stretch a run. */
export const CRASH_KILLS = Number(process.env.CRASH_KILLS) || 10;

/**
 * The databases a crash scenario's server processes share: a data folder of the embedded
 * database (opened by one process at a time), or two fresh databases on the PostgreSQL test server.
 */
export interface CrashDatabases {
  env: Record<string, string>;
  /**
   * The app in this test process on the same databases, to set up the scenario and to check it
   * afterwards. With the embedded database only while no server process runs.
   */
  open(extra?: Record<string, string>): Promise<FastifyInstance>;
  remove(): void;
}

export async function crashDatabases(): Promise<CrashDatabases> {
  const encryption = { ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  if (TEST_DATABASE === 'postgres') {
    const env = { ...encryption, ...(await testDatabaseEnv()) };
    return { env, open: (extra = {}) => createTestApp({ ...env, ...extra }), remove() {} };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const env = { ...encryption, DATA_DIR: dataDir };
  return {
    env,
    open: (extra = {}) => createTestApp({ ...env, ...extra, EMBEDDED_DB: 'file' }),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A small seeded generator, so that a failing run's kill times can be replayed (`CRASH_SEED`). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export interface CrashLoop {
  /** How many times the server is killed. */
  kills: number;
  /** Each kill comes this long after the process is up, picked at random within the range. */
  killAfterMs: [number, number];
  env: Record<string, string>;
  /**
   * The load, run against each process until `stopped` says it was killed. It must not throw
   * for failed requests: what it did not see acknowledged it keeps, to send again to the next
   * process, as a real client (or a provider's retrying webhook sender) would.
   */
  load(url: string, stopped: () => boolean): Promise<void>;
}

/**
 * Starts the real server process, runs `load` against it and `kill -9`s it at a random moment,
 * `kills` times; then starts it once more and returns that last process, whose load the caller
 * finishes and whose state it checks.
 */
export async function runCrashLoop(loop: CrashLoop): Promise<{ server: ServerProcess; seed: number }> {
  const seed = Number(process.env.CRASH_SEED) || Math.floor(Math.random() * 2 ** 31);
  const random = seededRandom(seed);
  const [min, max] = loop.killAfterMs;
  for (let round = 0; round < loop.kills; round++) {
    const server = await startServerProcess(loop.env);
    let killed = false;
    const running = loop.load(server.url, () => killed);
    await new Promise((resolve) => setTimeout(resolve, min + random() * (max - min)));
    killed = true;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    await running;
  }
  return { server: await startServerProcess(loop.env), seed };
}

/** Retries `attempt` until it gives a value, for calls to a process that may just have died. */
export async function untilDone<T>(attempt: () => Promise<T | undefined>, deadlineMs = 60_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A workspace's balance and the sum of its credit ledger: after any crash, the two are equal. */
export async function balanceAndLedger(db: Db, workspaceUid: string): Promise<{ balance: number; ledger: number }> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.workspaceUid, workspaceUid));
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.uid, workspaceUid));
  return { balance: Number(workspace?.loadTokens), ledger: Number(sum?.total) };
}
