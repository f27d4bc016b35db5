import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { settledKnowledgeDoc } from '../../../test/knowledge-docs.js';
import { startLocalServer } from '../../../test/local-http-server.js';
import { startTestWebsite, type TestWebsite } from '../../../test/test-website.js';
import { knowledgeChunks, knowledgeDocs } from '../../platform/db/schema/index.js';
import { refreshKnowledgeDoc } from './refresh-knowledge-doc.js';

const ROBOTS_REFUSAL = "This page's website does not allow robots to read it (robots.txt).";

let app: FastifyInstance;
let website: TestWebsite;
/** A site whose robots.txt the test changes; `asked` records the paths requested. */
let harbour: Awaited<ReturnType<typeof startLocalServer>>;
let harbourRobots = 'User-agent: *\nDisallow:\n';
const asked: string[] = [];
/** An allowlisted port where nothing listens any more. */
let closedPort: number;

beforeAll(async () => {
  website = await startTestWebsite();
  harbour = await startLocalServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    asked.push(path);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(harbourRobots);
    } else if (path === '/tides') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('High tide is at 06:40 and 19:05 today.');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  const closed = await startLocalServer(() => undefined);
  closedPort = closed.port;
  await new Promise((resolve) => closed.server.close(resolve));
  app = await createTestApp({
    EGRESS_ALLOW: [website.host, `127.0.0.1:${harbour.port}`, `127.0.0.1:${closedPort}`].join(','),
  });
});
afterAll(async () => {
  await app?.close();
  await website?.close();
  harbour?.server.closeAllConnections();
  harbour?.server.close();
});

async function ownerWithAgent() {
  const owner = await signUpWithWorkspace(app);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Kb' });
  const base = `/api/na/v2/agents/${created.json().agentCreated.ID as string}/knowledge`;
  const { client } = owner;
  return {
    addUrl: async (url: string, refreshRate?: string) =>
      (await client.post(`${base}/url`, { url, ...(refreshRate ? { refreshRate } : {}) })).json().ID as string,
    settled: (docId: string) => settledKnowledgeDoc(client, base, docId),
  };
}

const chunksOf = (docId: string) =>
  app.regions.db('na').select().from(knowledgeChunks).where(eq(knowledgeChunks.docId, docId));

describe('a knowledge URL and robots.txt', () => {
  it("is not read when its website's robots.txt disallows it, and says why", async () => {
    const owner = await ownerWithAgent();
    const id = await owner.addUrl(`${website.origin}/staff/`);
    expect(await owner.settled(id)).toMatchObject({ status: 'ERROR', error: ROBOTS_REFUSAL, chunkCount: 0 });
    expect(await chunksOf(id)).toEqual([]);
    // The same site's allowed pages are still read.
    const about = await owner.addUrl(`${website.origin}/about.html`);
    expect(await owner.settled(about)).toMatchObject({ status: 'SUCCESS', error: null });
  });

  it('is not read again at its refresh once robots.txt disallows it, and says why', async () => {
    const owner = await ownerWithAgent();
    const id = await owner.addUrl(`http://127.0.0.1:${harbour.port}/tides`, '6h');
    const first = await owner.settled(id);
    expect(first.status).toBe('SUCCESS');
    expect(asked.filter((path) => path === '/tides')).toHaveLength(1);

    harbourRobots = 'User-agent: *\nDisallow: /tides\n';
    const [row] = await app.regions
      .db('na')
      .select({ ingestionId: knowledgeDocs.ingestionId })
      .from(knowledgeDocs)
      .where(eq(knowledgeDocs.id, id));
    const deps = { regions: app.regions, jobs: app.jobs, log: app.log };
    await refreshKnowledgeDoc(deps, 'na', { docId: id, ingestionId: row?.ingestionId as string, refreshRate: '6h' });
    expect(await owner.settled(id)).toMatchObject({ status: 'ERROR', error: ROBOTS_REFUSAL });
    // robots.txt was asked again; the page was not.
    expect(asked.filter((path) => path === '/robots.txt')).toHaveLength(2);
    expect(asked.filter((path) => path === '/tides')).toHaveLength(1);
  });
});

describe('a knowledge URL that cannot be reached', () => {
  it("says so in the product's words, never in the TLS library's", async () => {
    const owner = await ownerWithAgent();
    // A plain-HTTP server asked for https: the TLS handshake fails.
    const id = await owner.addUrl(`https://${website.host}/about.html`);
    const doc = await owner.settled(id);
    expect(doc).toMatchObject({
      status: 'ERROR',
      error: 'The page could not be fetched. Could not connect securely to 127.0.0.1.',
    });
    expect(doc.error).not.toMatch(/SSL|ssl3|error:/);
  });

  it('says so when the site refuses the connection', async () => {
    const owner = await ownerWithAgent();
    const id = await owner.addUrl(`http://127.0.0.1:${closedPort}/tides`);
    expect(await owner.settled(id)).toMatchObject({
      status: 'ERROR',
      error: 'The page could not be fetched. 127.0.0.1 refused the connection.',
    });
  });
});
