import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunkText, DEFAULT_MAX_CHUNK_SIZE, type KbCrawl, type KbDoc } from '@agent-platform/core';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE } from './app.js';
import { PROCESS_TEST_TIMEOUT_MS, type ServerProcess, startServerProcess } from './server-process.js';
import { startGeneratedWebsite } from './test-website.js';

/** Signs up on the server at `url`, creates the workspace and one agent; the session and the agent. */
async function ownerWithAgent(url: string, agentName: string) {
  const headers = { origin: url };
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ada',
      email: `crash-${Date.now()}-${agentName}@example.com`,
      password: 'correct horse battery',
    }),
  });
  const cookie = signup.headers.get('set-cookie')?.split(';')[0] ?? '';
  const json = { ...headers, cookie, 'content-type': 'application/json' };
  const { uid } = (await (
    await fetch(`${url}/api/onboarding`, { method: 'POST', headers: json, body: JSON.stringify({ region: 'na' }) })
  ).json()) as { uid: string };
  const created = await fetch(`${url}/api/na/workspaces/${uid}/agents`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ agentName }),
  });
  const agentId = ((await created.json()) as { agentCreated: { ID: string } }).agentCreated.ID;
  return { cookie, agentId };
}

async function kill(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await new Promise((resolve) => server.child.once('exit', resolve));
}

// The embedded database is the one a killed process leaves behind as it was; on PostgreSQL the
// same recovery runs for documents untouched longer than a job may run.
describe.skipIf(TEST_DATABASE !== 'pglite')('knowledge ingestion survives a killed process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes after the restart a document whose process was killed as it began reading it, with each chunk once', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const env = {
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      JOBS_POLLING_SECONDS: '0.5',
    };
    const text = Array.from(
      { length: 10_000 },
      (_, n) => `Paragraph ${n}: the tide table for berth ${n % 40} and the pilot's notes for that day.`,
    ).join('\n\n');

    const first = await startServerProcess(env);
    const { cookie, agentId } = await ownerWithAgent(first.url, 'Tides');
    const headers = { origin: first.url };
    const form = new FormData();
    form.append('file', new Blob([text]), 'tides.txt');
    const upload = await fetch(`${first.url}/api/na/v2/agents/${agentId}/knowledge/upload`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const docId = ((await upload.json()) as KbDoc).ID;
    // Killed as soon as the upload is answered: the job, woken at once, is then starting or writing.
    await kill(first);

    const second = await startServerProcess(env);
    try {
      const list = async () =>
        (
          (await (
            await fetch(`${second.url}/api/na/v2/agents/${agentId}/knowledge`, { headers: { cookie } })
          ).json()) as { docs: KbDoc[] }
        ).docs;
      let doc = (await list()).find((d) => d.ID === docId);
      for (let i = 0; i < 300 && (doc?.status === 'PENDING' || doc?.status === 'INITIALIZED'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        doc = (await list()).find((d) => d.ID === docId);
      }
      expect(doc).toMatchObject({
        status: 'SUCCESS',
        charCount: text.length,
        chunkCount: chunkText(text, DEFAULT_MAX_CHUNK_SIZE).length,
      });
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it('finishes a 200-page website crawl killed twice, as it starts and while it reads the pages: every page once, no chunk twice', {
    timeout: 3 * PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const crawlDir = mkdtempSync(path.join(tmpdir(), 'kb-crawl-crash-'));
    const site = await startGeneratedWebsite(200);
    const env = {
      DATA_DIR: crawlDir,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      JOBS_POLLING_SECONDS: '0.5',
      EGRESS_ALLOW: site.host,
    };
    let server = await startServerProcess(env);
    try {
      const { cookie, agentId } = await ownerWithAgent(server.url, 'Harbour');
      const knowledge = async () =>
        (await (
          await fetch(`${server.url}/api/na/v2/agents/${agentId}/knowledge`, { headers: { cookie } })
        ).json()) as { docs: KbDoc[]; crawls: KbCrawl[] };
      const crawlOnce = async (until: (crawl: KbCrawl) => boolean) => {
        for (;;) {
          const crawl = (await knowledge()).crawls[0];
          if (crawl && until(crawl)) return crawl;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const added = await fetch(`${server.url}/api/na/v2/agents/${agentId}/knowledge/website`, {
        method: 'POST',
        headers: { origin: server.url, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${site.origin}/`, maxPages: 200 }),
      });
      expect(added.status).toBe(201);

      // First as soon as the crawl is answered: its job, woken at once, is then finding or adding
      // the pages. Then while the pages are being read.
      await kill(server);
      server = await startServerProcess(env);
      const reading = await crawlOnce((crawl) => crawl.pagesDone >= 20);
      await kill(server);
      expect(reading.pagesDone).toBeLessThan(200);

      server = await startServerProcess(env);
      const crawl = await crawlOnce(
        (current) => current.status === 'SUCCESS' && current.pagesDone + current.pagesFailed === current.pagesFound,
      );
      expect(crawl).toMatchObject({ pagesFound: 200, pagesDone: 200, pagesFailed: 0 });
      const pages = (await knowledge()).docs.filter((doc) => doc.crawlId === crawl.ID);
      expect(pages).toHaveLength(200);
      expect(new Set(pages.map((doc) => doc.url)).size).toBe(200);
      expect(pages.filter((doc) => doc.status !== 'SUCCESS')).toEqual([]);
      expect(await server.stop()).toBe(0);

      // The chunks themselves, read from the data folder the processes left.
      const db = await PGlite.create({ dataDir: path.join(crawlDir, 'na'), extensions: { vector } });
      try {
        const unfinished = await db.query('select id from knowledge_docs where status in ($1, $2)', [
          'INITIALIZED',
          'PENDING',
        ]);
        expect(unfinished.rows).toEqual([]);
        const twice = await db.query(
          'select doc_id, count(*) from knowledge_chunks group by doc_id, text having count(*) > 1',
        );
        expect(twice.rows).toEqual([]);
        const chunks = await db.query<{ doc_id: string; count: number }>(
          'select d.id as doc_id, d.chunk_count as count from knowledge_docs d where d.chunk_count <> (select count(*) from knowledge_chunks c where c.doc_id = d.id)',
        );
        expect(chunks.rows).toEqual([]);
        const counted = await db.query<{ n: number }>(
          'select count(*)::int as n from knowledge_chunks c join knowledge_docs d on d.id = c.doc_id where d.crawl_id = $1',
          [crawl.ID],
        );
        // Each page's text is long enough for two chunks.
        expect(counted.rows[0]?.n).toBe(400);
      } finally {
        await db.close();
      }
    } finally {
      if (server.child.exitCode === null) await server.stop();
      await site.close();
      rmSync(crawlDir, { recursive: true, force: true });
    }
  });
});
