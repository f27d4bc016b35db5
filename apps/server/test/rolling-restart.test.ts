import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE, testDatabaseEnv } from './app.js';
import { openLiveStream } from './live-stream.js';
import { startLocalServer } from './local-http-server.js';
import { killServerProcesses, PROCESS_TEST_TIMEOUT_MS, startServerProcess } from './server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A website whose pages are never answered; says when the first page is asked for. */
async function websiteThatHangs() {
  let asked: () => void = () => {};
  const pageAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const { server, port } = await startLocalServer((req, res) => {
    if (req.url === '/robots.txt') res.writeHead(404).end();
    else asked();
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { host: `127.0.0.1:${port}`, pageAsked };
}

/** Where the server process keeps its data, and how the test reads the job queue there after it exits. */
async function databases() {
  if (TEST_DATABASE === 'postgres') {
    const env = await testDatabaseEnv();
    const jobStates = async (queue: string) => {
      const client = new pg.Client({ connectionString: env.DATABASE_URL_NA });
      await client.connect();
      try {
        return (await client.query<{ state: string }>('select state from pgboss.job where name = $1', [queue])).rows;
      } finally {
        await client.end();
      }
    };
    return { env, jobStates };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rolling-restart-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const jobStates = async (queue: string) => {
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'na'), extensions: { vector } });
    try {
      return (await db.query<{ state: string }>('select state from pgboss.job where name = $1', [queue])).rows;
    } finally {
      await db.close();
    }
  };
  return { env: { DATA_DIR: dataDir }, jobStates };
}

async function ownerWithAgent(url: string) {
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ada',
      email: `restart-${Date.now()}@example.com`,
      password: 'correct horse battery',
    }),
  });
  const headers = { origin: url, cookie: signup.headers.get('set-cookie')?.split(';')[0] ?? '' };
  const json = { ...headers, 'content-type': 'application/json' };
  const onboarding = await fetch(`${url}/api/onboarding`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ region: 'na' }),
  });
  const { uid } = (await onboarding.json()) as { uid: string };
  const created = await fetch(`${url}/api/na/workspaces/${uid}/agents`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ agentName: 'Harbour desk' }),
  });
  const agentId = ((await created.json()) as { agentCreated: { ID: string } }).agentCreated.ID;
  return { json, agentId };
}

describe('a rolling restart (SIGTERM)', () => {
  it('ends an open visitor stream, hands a running job back to be retried, and exits 0', {
    // A first start on an embedded file database creates it (initdb in WebAssembly): slow on a busy machine.
    timeout: 4 * PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const website = await websiteThatHangs();
    const { env, jobStates } = await databases();
    const server = await startServerProcess({
      ...env,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      EGRESS_ALLOW: website.host,
      JOBS_POLLING_SECONDS: '0.5',
      SHUTDOWN_GRACE_MS: '6000',
    });
    const { json, agentId } = await ownerWithAgent(server.url);

    const started = await fetch(`${server.url}/api/na/public/agents/${agentId}/conversations`, { method: 'POST' });
    const chat = (await started.json()) as { conversationId: string; visitorToken: string };
    const live = await openLiveStream(`${server.url}/api/na/public/conversations/${chat.conversationId}/events`, {
      authorization: `Bearer ${chat.visitorToken}`,
    });
    cleanups.push(() => live.close());

    const added = await fetch(`${server.url}/api/na/v2/agents/${agentId}/knowledge/url`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ url: `http://${website.host}/tide-tables` }),
    });
    expect(added.status).toBe(201);
    // The ingestion job is running: it is waiting for the page.
    await website.pageAsked;

    expect(await server.stop()).toBe(0);
    await live.ended;
    expect(await jobStates('knowledge-ingest')).toEqual([{ state: 'retry' }]);
  });
});
