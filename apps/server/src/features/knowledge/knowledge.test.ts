import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KbDoc } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace, TEST_DATABASE } from '../../../test/app.js';
import { settledKnowledgeDoc } from '../../../test/knowledge-docs.js';
import { startLocalServer } from '../../../test/local-http-server.js';
import { multipart } from '../../../test/multipart.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../../../test/server-process.js';
import { knowledgeChunks, knowledgeDocs, workspaces } from '../../platform/db/schema/index.js';
import { refreshKnowledgeDoc } from './refresh-knowledge-doc.js';
import { requeueLostKnowledgeWork } from './requeue-lost-knowledge-work.js';
import { retrieveKnowledge } from './retrieve-knowledge.js';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../test/fixtures', name));

const GUIDE_PAGE = `<!doctype html><html><head><title>Lantern care guide</title></head><body>
<nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/about">About</a></nav>
<article><h1>Lantern care guide</h1>
<p>Clean the brass housing of your lantern once a month with a soft cloth and a little lemon oil.
Never use abrasive powders, which scratch the lacquer that keeps the brass bright.</p>
<p>The wick should be trimmed flat before each evening of use, so the flame burns evenly and does not smoke.
Replacement wicks are sold in packs of three at every harbour shop we supply.</p>
</article><footer>Copyright Harbor Lanterns</footer></body></html>`;

const CONTACT_PAGE = `<!doctype html><html><head><title>Contact | Harbor Lanterns</title></head><body><main>
<h1>Find us</h1><h2>Address</h2><p>12 Quay Lane, Falmouth TR11 3HB, beside the lifeboat station.</p>
<h2>Telephone</h2><p>Call +44 1326 555 010 on weekdays between nine and five.</p></main></body></html>`;

const RETURNS_PAGE = `<!doctype html><html><head><title>Returns</title></head><body><main><h1>Returns</h1>
<p>To return a lantern, contact our workshop first and write your address and order number on the parcel.
We refund the full price within fourteen days of receiving it, and we pay the postage for faulty lanterns.</p>
</main></body></html>`;

const sentence = (n: number) => `Polishing note ${n} explains how the brass of a lantern keeps its shine for years.`;
// One section longer than a chunk (the default maximum chunk size is 2424 characters).
const CARE_PAGE = `<!doctype html><html><head><title>Lantern care</title></head><body><main><h1>Lantern care</h1>
<h2>Polishing the brass</h2><p>${Array.from({ length: 50 }, (_, n) => sentence(n)).join(' ')}
The last note: dry the housing with a chamois leather.</p></main></body></html>`;

const PAGES: Record<string, string> = {
  '/guide': GUIDE_PAGE,
  '/contact': CONTACT_PAGE,
  '/returns': RETURNS_PAGE,
  '/care': CARE_PAGE,
};

let app: FastifyInstance;
let site: Awaited<ReturnType<typeof startLocalServer>>;
let siteUrl: string;
let newsVersion = 0;
beforeAll(async () => {
  site = await startLocalServer((req, res) => {
    if (req.url === '/news') {
      newsVersion++;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`Harbour news, edition ${newsVersion}.`);
    } else if (req.url && PAGES[req.url]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGES[req.url]);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not found</h1>');
    }
  });
  siteUrl = `http://127.0.0.1:${site.port}`;
  app = await createTestApp({ EGRESS_ALLOW: `127.0.0.1:${site.port}` });
});
afterAll(async () => {
  await app?.close();
  site?.server.close();
});

async function ownerWithAgent(target = app) {
  const owner = await signUpWithWorkspace(target);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Kb' });
  const agentId = created.json().agentCreated.ID as string;
  const base = `/api/na/v2/agents/${agentId}/knowledge`;
  const { client } = owner;
  return {
    ...owner,
    agentId,
    base,
    addQa: (question: string, answer: string) => client.post(`${base}/qa`, { question, answer }),
    addUrl: (url: string) => client.post(`${base}/url`, { url }),
    upload: (filename: string, data: Buffer) => client.request(multipart(`${base}/upload`, filename, data)),
    list: async () => (await client.get(base)).json() as { docs: KbDoc[]; usage: { charCount: number } },
    get: (docId: string) => client.get(`${base}/${docId}`),
    settled: (docId: string) => settledKnowledgeDoc(client, base, docId),
  };
}

const search = (agentId: string, query: string, limits = {}) =>
  retrieveKnowledge({ regions: app.regions }, 'na', agentId, query, limits);

describe('knowledge base', () => {
  it('reads one web page through the egress guard, names it by its title, and finds its passage', async () => {
    const owner = await ownerWithAgent();
    const added = await owner.addUrl(`${siteUrl}/guide`);
    expect(added.statusCode).toBe(201);
    expect(added.json().status).toBe('INITIALIZED');
    const doc = await owner.settled(added.json().ID);
    expect(doc).toMatchObject({ status: 'SUCCESS', name: 'Lantern care guide', sourceType: 'url', chunkCount: 1 });
    expect(doc.lastRefreshAt).not.toBeNull();
    const text = (await owner.get(doc.ID)).json().content as string;
    expect(text).toContain('trimmed flat before each evening');
    // Readability kept the article and dropped the navigation.
    expect(text).not.toContain('Shop');
    expect(doc.charCount).toBe(text.length);

    const [best] = await search(owner.agentId, 'How often should I trim the wicks?');
    expect(best?.docName).toBe('Lantern care guide');
    expect(best?.text).toContain('wick should be trimmed');
  });

  it("finds a page by the words of its title and headings, above another page's text", async () => {
    const owner = await ownerWithAgent();
    for (const page of ['/returns', '/contact']) {
      const added = await owner.addUrl(`${siteUrl}${page}`);
      expect((await owner.settled(added.json().ID)).status).toBe('SUCCESS');
    }
    // "contact" is only the contact page's title, and in the returns page's text.
    const [contact] = await search(owner.agentId, 'How can I contact you?');
    expect(contact?.docName).toBe('Contact | Harbor Lanterns');
    const [address] = await search(owner.agentId, 'What is your address?');
    expect(address?.docName).toBe('Contact | Harbor Lanterns');
    expect(address?.text).toContain('12 Quay Lane');
  });

  it("ranks the one answer holding a question's rare word above answers repeating its common ones", async () => {
    const owner = await ownerWithAgent();
    const answers: [string, string][] = [
      ['Can I rent a bike?', 'Rent a bike by the day or rent a bike by the week: every bike we rent is serviced.'],
      ['Can I rent an e-bike?', 'Rent an e-bike for a day; we rent e-bikes to riders over 16.'],
      ['Can I rent a trailer?', 'Rent a child trailer with any bike you rent from us.'],
      ['What does renting involve?', 'A deposit of $200 is held for every bike.'],
    ];
    for (const [question, answer] of answers) {
      const added = await owner.addQa(question, answer);
      expect((await owner.settled(added.json().ID)).status).toBe('SUCCESS');
    }
    const [best] = await search(owner.agentId, 'How big is the deposit when I rent a bike?');
    expect(best?.text).toContain('deposit of $200');
  });

  it('cuts a long section into chunks that each start with its headings, for the model to see', async () => {
    const owner = await ownerWithAgent();
    const added = await owner.addUrl(`${siteUrl}/care`);
    const doc = await owner.settled(added.json().ID);
    expect(doc.chunkCount).toBeGreaterThan(1);
    const [best] = await search(owner.agentId, 'How should I dry the housing?');
    expect(best?.text).toContain('dry the housing with a chamois leather');
    expect(best?.text).not.toContain(sentence(0));
    expect(best?.text).toMatch(/^#+ Polishing the brass\n/m);
  });

  it("finds a PDF's text, and a Q&A answers its question", async () => {
    const owner = await ownerWithAgent();
    const pdf = await owner.upload('warranty.pdf', fixture('warranty.pdf'));
    expect(pdf.statusCode).toBe(201);
    const qa = await owner.addQa('Do you ship to Norway?', 'Yes, we ship to Norway within five working days.');
    expect(qa.statusCode).toBe(201);
    expect((await owner.settled(pdf.json().ID)).status).toBe('SUCCESS');
    expect((await owner.settled(qa.json().ID)).status).toBe('SUCCESS');

    const warranty = await search(owner.agentId, 'what is the warranty against corrosion?');
    expect(warranty[0]).toMatchObject({ docName: 'warranty.pdf' });
    expect(warranty[0]?.text).toContain('seven year warranty');

    const shipping = await search(owner.agentId, 'Can you ship to Norway?');
    expect(shipping[0]?.docName).toBe('Do you ship to Norway?');
    expect(shipping[0]?.text).toContain('within five working days');
    // Another agent's knowledge is not searched.
    const other = await ownerWithAgent();
    expect(await search(other.agentId, 'ship to Norway')).toEqual([]);
  });

  it('reads DOCX, CSV and HTML uploads', async () => {
    const owner = await ownerWithAgent();
    const csv = 'Boat,Berth,Price\nDinghy,Pontoon A,5 euros\n"Yacht, large",Inner harbour,"40 euros"\n';
    const html =
      '<html><head><title>Ferry</title><style>p{}</style></head><body><p>The ferry to the island leaves at noon.</p></body></html>';
    const ids = [
      (await owner.upload('mooring.docx', fixture('mooring.docx'))).json().ID,
      (await owner.upload('prices.csv', Buffer.from(csv))).json().ID,
      (await owner.upload('ferry.html', Buffer.from(html))).json().ID,
    ];
    for (const id of ids) expect((await owner.settled(id)).status).toBe('SUCCESS');
    expect((await search(owner.agentId, 'yacht berth inner harbour night'))[0]?.text).toContain('twelve euros a night');
    const [row] = await search(owner.agentId, 'price of a large yacht', { docsNum: 1 });
    expect(row?.docName).toBe('prices.csv');
    expect(row?.text).toContain('Boat: Yacht, large\nBerth: Inner harbour\nPrice: 40 euros');
    const ferry = (await owner.get(ids[2])).json().content as string;
    expect(ferry).toBe('The ferry to the island leaves at noon.');
  });

  it('reads a page again when its refresh comes, unless it was re-indexed or its rate changed since', async () => {
    const owner = await ownerWithAgent();
    const added = await owner.client.post(`${owner.base}/url`, { url: `${siteUrl}/news`, refreshRate: '6h' });
    expect(added.json()).toMatchObject({ refreshRate: '6h', withRefresh: true });
    const id = added.json().ID as string;
    const first = await owner.settled(id);
    expect((await owner.get(id)).json().content).toMatch(/edition \d+\.$/);
    const edition = Number((await owner.get(id)).json().content.match(/edition (\d+)/)[1]);
    const db = app.regions.db('na');
    const [row] = await db
      .select({ ingestionId: knowledgeDocs.ingestionId })
      .from(knowledgeDocs)
      .where(eq(knowledgeDocs.id, id));
    const ingestionId = row?.ingestionId as string;
    const deps = { regions: app.regions, jobs: app.jobs, log: app.log };

    await refreshKnowledgeDoc(deps, 'na', { docId: id, ingestionId: 'an-older-one', refreshRate: '6h' });
    await refreshKnowledgeDoc(deps, 'na', { docId: id, ingestionId, refreshRate: '24h' });
    expect((await owner.list()).docs[0]).toMatchObject({ status: 'SUCCESS', lastRefreshAt: first.lastRefreshAt });

    await refreshKnowledgeDoc(deps, 'na', { docId: id, ingestionId, refreshRate: '6h' });
    const refreshed = await owner.settled(id);
    expect(refreshed.status).toBe('SUCCESS');
    expect(new Date(refreshed.lastRefreshAt as string).getTime()).toBeGreaterThan(
      new Date(first.lastRefreshAt as string).getTime(),
    );
    expect((await owner.get(id)).json().content).toBe(`Harbour news, edition ${edition + 1}.`);

    const patched = await owner.client.request({
      method: 'PATCH',
      url: `${owner.base}/${id}`,
      payload: { refreshRate: 'never', tags: ['news'] },
    });
    expect(patched.json()).toMatchObject({ refreshRate: 'never', withRefresh: false, tags: ['news'] });
  });

  it('queues again a document whose job was lost, and leaves one whose job waits', async () => {
    const owner = await ownerWithAgent();
    const lost = (await owner.addQa('Lost?', 'Found again.')).json().ID as string;
    const waiting = (await owner.addQa('Waiting?', 'Still in the queue.')).json().ID as string;
    for (const id of [lost, waiting]) expect((await owner.settled(id)).status).toBe('SUCCESS');
    const db = app.regions.db('na');
    // As a process killed between saving a document and queuing its job leaves it.
    const longAgo = new Date(Date.now() - 60_000);
    const unqueued = { status: 'INITIALIZED' as const, updatedAt: longAgo };
    await db
      .update(knowledgeDocs)
      .set({ ...unqueued, ingestionId: 'never-queued' })
      .where(eq(knowledgeDocs.id, lost));
    await db
      .update(knowledgeDocs)
      .set({ ...unqueued, ingestionId: 'queued-for-later' })
      .where(eq(knowledgeDocs.id, waiting));
    await app.jobs.enqueue(
      'na',
      'knowledge-ingest',
      { docId: waiting, ingestionId: 'queued-for-later' },
      { startAfterSeconds: 3600 },
    );

    expect(await requeueLostKnowledgeWork({ regions: app.regions, jobs: app.jobs }, 'na')).toBe(1);
    expect((await owner.settled(lost)).status).toBe('SUCCESS');
    const [left] = await db.select().from(knowledgeDocs).where(eq(knowledgeDocs.id, waiting));
    expect(left).toMatchObject({ status: 'INITIALIZED', ingestionId: 'queued-for-later' });
    // Claimed once: a second look finds nothing lost.
    expect(await requeueLostKnowledgeWork({ regions: app.regions, jobs: app.jobs }, 'na')).toBe(0);
  });

  it('keeps to the top-chunks, documents and character limits', async () => {
    const owner = await ownerWithAgent();
    const ids = [];
    for (const n of [1, 2, 3])
      ids.push((await owner.addQa(`Lighthouse question ${n}?`, `Lighthouse answer ${n}.`)).json().ID);
    for (const id of ids) expect((await owner.settled(id)).status).toBe('SUCCESS');
    expect(await search(owner.agentId, 'lighthouse')).toHaveLength(3);
    expect(await search(owner.agentId, 'lighthouse', { topChunks: 2 })).toHaveLength(2);
    expect(await search(owner.agentId, 'lighthouse', { docsNum: 1 })).toHaveLength(1);
    const cut = await search(owner.agentId, 'lighthouse', { charCount: 10 });
    expect(cut).toHaveLength(1);
    expect(cut[0]?.text).toHaveLength(10);
    expect(await search(owner.agentId, 'the and of')).toEqual([]);
  });

  it('refuses unsupported and oversized files with a clear message', async () => {
    const owner = await ownerWithAgent();
    const exe = await owner.upload('setup.exe', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe(
      'This file type is not supported. Please upload a PDF, DOCX, TXT, Markdown, CSV or HTML file.',
    );
    const big = await owner.upload('big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The file is larger than 10 MB. Please upload a smaller file.');
    expect((await owner.list()).docs).toEqual([]);
    // Well over the API's 1 MB JSON body limit, under the upload's own.
    const fits = await owner.upload('fits.txt', Buffer.alloc(3 * 1024 * 1024, 'a'));
    expect(fits.statusCode).toBe(201);
  });

  it('ends a private-address URL, a 404 page and a broken PDF in ERROR with the reason, and keeps working', async () => {
    const owner = await ownerWithAgent();
    const privateUrl = (await owner.addUrl('http://10.1.2.3/inside')).json().ID;
    const missing = (await owner.addUrl(`${siteUrl}/missing`)).json().ID;
    const broken = (await owner.upload('broken.pdf', Buffer.from('%PDF-1.4 not really'))).json().ID;
    expect(await owner.settled(privateUrl)).toMatchObject({ status: 'ERROR', chunkCount: 0 });
    expect((await owner.settled(privateUrl)).error).toContain('not a public address');
    expect((await owner.settled(missing)).error).toBe(
      'The page could not be fetched: the site answered with status 404.',
    );
    expect((await owner.settled(broken)).error).toMatch(/^The PDF could not be read/);
    const after = (await owner.addQa('Still working?', 'Yes.')).json().ID;
    expect((await owner.settled(after)).status).toBe('SUCCESS');
  });

  it("enforces the plan's maxKbDocsCharCount", async () => {
    const owner = await ownerWithAgent();
    const [workspace] = await app.regions
      .db('na')
      .select()
      .from(workspaces)
      .where(eq(workspaces.uid, owner.workspace.uid));
    await app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: { ...(workspace?.limits as object), maxKbDocsCharCount: 60 } as never })
      .where(eq(workspaces.uid, owner.workspace.uid));
    const fits = (await owner.addQa('Opening hours?', 'Nine to five.')).json().ID;
    expect((await owner.settled(fits)).status).toBe('SUCCESS');
    const tooMuch = await owner.addQa(
      'Where are you?',
      'On the harbour front, next to the old lighthouse and the fish market.',
    );
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().error.message).toBe(
      'Your plan allows 60 characters of knowledge across the workspace. Remove documents or upgrade your plan to add more.',
    );
    const upload = (await owner.upload('notes.txt', Buffer.from('A long note. '.repeat(20)))).json().ID;
    expect(await owner.settled(upload)).toMatchObject({
      status: 'ERROR',
      error:
        'Your plan allows 60 characters of knowledge across the workspace. Remove documents or upgrade your plan to add more.',
    });
  });

  it('re-indexes by replacing the chunks, never doubling them, and deletes a document with its chunks', async () => {
    const owner = await ownerWithAgent();
    const long = Array.from({ length: 60 }, (_, n) => `Paragraph ${n} describes the harbour walk in detail.`).join(
      '\n\n',
    );
    const id = (await owner.upload('walk.md', Buffer.from(long))).json().ID;
    const first = await owner.settled(id);
    expect(first.chunkCount).toBeGreaterThan(1);
    // Two re-indexes at once: only the later one writes.
    await Promise.all([
      owner.client.post(`${owner.base}/${id}/reindex`),
      owner.client.post(`${owner.base}/${id}/reindex`),
    ]);
    const again = await owner.settled(id);
    expect(again.status).toBe('SUCCESS');
    const db = app.regions.db('na');
    const chunks = await db.select().from(knowledgeChunks).where(eq(knowledgeChunks.docId, id));
    expect(chunks).toHaveLength(first.chunkCount);
    expect(again.chunkCount).toBe(first.chunkCount);

    const removed = await owner.client.request({ method: 'DELETE', url: `${owner.base}/${id}` });
    expect(removed.statusCode).toBe(204);
    expect(await db.select().from(knowledgeChunks).where(eq(knowledgeChunks.docId, id))).toEqual([]);
    expect((await owner.get(id)).statusCode).toBe(404);
  });

  it("answers 404 for another workspace's document, and through another agent", async () => {
    const a = await ownerWithAgent();
    const b = await ownerWithAgent();
    const bDoc = (await b.addQa('Secret?', 'Only for b.')).json().ID;
    expect((await a.client.get(`${b.base}/${bDoc}`)).statusCode).toBe(404);
    expect((await a.client.get(`${a.base}/${bDoc}`)).statusCode).toBe(404);
    expect((await a.client.request({ method: 'DELETE', url: `${a.base}/${bDoc}` })).statusCode).toBe(404);
    expect((await a.client.post(`${a.base}/${bDoc}/reindex`)).statusCode).toBe(404);
    expect((await b.get(bDoc)).statusCode).toBe(200);
  });
});

// Only the embedded database belongs to one process, so a restart is the moment to recover.
describe.skipIf(TEST_DATABASE !== 'pglite')('knowledge after a crash', () => {
  it('queues again a document left PENDING by a dead process, and fails one that keeps killing it', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-restart-'));
    try {
      const env = { EMBEDDED_DB: 'file', DATA_DIR: dataDir, JOBS_POLLING_SECONDS: '0.5' };
      const first = await createTestApp(env);
      const owner = await ownerWithAgent(first);
      const text = Array.from({ length: 40 }, (_, n) => `Line ${n} about buoys and moorings.`).join('\n\n');
      const resumed = (await owner.upload('buoys.txt', Buffer.from(text))).json().ID as string;
      const doomed = (await owner.upload('doomed.txt', Buffer.from(text))).json().ID as string;
      await owner.settled(resumed);
      await owner.settled(doomed);
      // As a process killed mid-ingestion leaves them: PENDING, its job's ingestion id no longer current.
      const db = first.regions.db('na');
      await db
        .update(knowledgeDocs)
        .set({ status: 'PENDING', ingestionId: 'dead-process', attempts: 1 })
        .where(eq(knowledgeDocs.id, resumed));
      await db
        .update(knowledgeDocs)
        .set({ status: 'PENDING', ingestionId: 'dead-process-2', attempts: 3 })
        .where(eq(knowledgeDocs.id, doomed));
      const chunksBefore = (await db.select().from(knowledgeChunks).where(eq(knowledgeChunks.docId, resumed))).length;
      await first.close();

      const second = await createTestApp(env);
      try {
        const list = async () =>
          (await second.inject({ url: owner.base, headers: { cookie: owner.client.cookie as string } })).json()
            .docs as KbDoc[];
        const deadline = Date.now() + 20_000;
        let docs = await list();
        while (docs.some((d) => d.status === 'PENDING' || d.status === 'INITIALIZED') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          docs = await list();
        }
        expect(docs.find((d) => d.ID === resumed)).toMatchObject({ status: 'SUCCESS', chunkCount: chunksBefore });
        expect(docs.find((d) => d.ID === doomed)).toMatchObject({
          status: 'ERROR',
          error: 'Processing stopped unexpectedly several times. Please re-index the document or upload it again.',
        });
        const chunks = await second.regions
          .db('na')
          .select()
          .from(knowledgeChunks)
          .where(eq(knowledgeChunks.docId, resumed));
        expect(chunks).toHaveLength(chunksBefore);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
