import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KbCrawl, KbCrawlSkippedPage, KbDoc } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace, TEST_DATABASE } from '../../../test/app.js';
import { startLocalServer } from '../../../test/local-http-server.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../../../test/server-process.js';
import { startTestWebsite, type TestWebsite } from '../../../test/test-website.js';
import { knowledgeCrawls, knowledgeDocs } from '../../platform/db/schema/index.js';
import { retrieveKnowledge } from './retrieve-knowledge.js';
import { parseRobotsTxt } from './robots-txt.js';

const page = (body: string) => `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`;

/** A site without a sitemap: pages are found by their links only. */
const LINKED_PAGES: Record<string, string> = {
  '/': page(`<p>Welcome to the harbour chandlery, open since 1961.</p>
<a href="/ropes">Ropes</a> <a href="/moved">Sails</a> <a href="/private/ledger">Ledger</a>
<a href="/ropes?utm_source=flyer">Ropes again</a> <a href="/print/ropes">Print the rope page</a>
<a href="https://elsewhere.example/">Elsewhere</a> <a href="/ropes#colours">Rope colours</a>`),
  '/ropes': page('<p>Our ropes are braided from hemp.</p><a href="/ropes/knots">Knots</a>'),
  // The rope page to print, naming the rope page as its own address.
  '/print/ropes': `<!doctype html><html><head><title>Ropes</title><link rel="canonical" href="/ropes"></head>
<body><p>Printed: our ropes are braided from hemp.</p></body></html>`,
  '/ropes/knots': page('<p>The bowline is the knot we teach first.</p><a href="/ropes/knots/advanced">More</a>'),
  '/ropes/knots/advanced': page('<p>Only reached three links deep.</p>'),
  '/sails': page('<p>Sails are cut from canvas in our loft.</p>'),
  '/private/ledger': page('<p>Not for crawlers.</p>'),
  '/wide': page([1, 2, 3, 4, 5, 6].map((n) => `<a href="/wide/${n}">Shelf ${n}</a>`).join(' ')),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`/wide/${n}`, page(`<p>Shelf ${n} holds cleats.</p>`)])),
};

let app: FastifyInstance;
let site: TestWebsite;
let linked: Awaited<ReturnType<typeof startLocalServer>>;
let linkedOrigin: string;
/** A site whose robots.txt answers with `robotsStatus`; `asked` records the paths requested. */
let moody: Awaited<ReturnType<typeof startLocalServer>>;
let robotsStatus = 200;
const asked: string[] = [];
const userAgents = new Set<string>();
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  site = await startTestWebsite();
  linked = await startLocalServer(async (req, res) => {
    userAgents.add(req.headers['user-agent'] ?? '');
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    // Slow enough that requests made at once overlap here.
    await new Promise((resolve) => setTimeout(resolve, 40));
    inFlight--;
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('User-agent: *\nDisallow: /ropes/\n\nUser-agent: AgentPlatformBot\nDisallow: /private/\n');
    } else if (path === '/moved') {
      res.writeHead(301, { location: '/sails' }).end();
    } else if (LINKED_PAGES[path]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(LINKED_PAGES[path]);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not found</h1>');
    }
  });
  linkedOrigin = `http://127.0.0.1:${linked.port}`;
  moody = await startLocalServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    asked.push(path);
    if (path === '/robots.txt') {
      res.writeHead(robotsStatus, { 'content-type': 'text/plain' }).end('Service unavailable');
    } else if (path === '/gallery') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page('<p>Photos of the harbour at dawn.</p><a href="/photo">Photo</a><a href="/chart">Chart</a>'));
    } else if (path === '/photo') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(2048));
    } else if (path === '/chart') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page(`<p>${'Depth soundings. '.repeat(400_000)}</p>`));
    } else if (path === '/' || path === '/tides') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(`<p>High tide at ${path}.</p><a href="/tides">Tides</a>`));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  app = await createTestApp({
    EGRESS_ALLOW: `${site.host},127.0.0.1:${linked.port},127.0.0.1:${moody.port}`,
  });
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  linked?.server.close();
  moody?.server.close();
});

async function ownerWithAgent(target = app) {
  const owner = await signUpWithWorkspace(target);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Kb' });
  const agentId = created.json().agentCreated.ID as string;
  const base = `/api/na/v2/agents/${agentId}/knowledge`;
  return {
    ...owner,
    agentId,
    base,
    crawl: (body: Record<string, unknown>) => owner.client.post(`${base}/website`, body),
    ...knowledgeList(target, owner.client.cookie as string, base),
  };
}

/** The Knowledge tab's list as `app` answers it, and a wait for a crawl to finish with all its pages. */
function knowledgeList(target: FastifyInstance, cookie: string, base: string) {
  const list = async () =>
    (await target.inject({ url: base, headers: { cookie } })).json() as { docs: KbDoc[]; crawls: KbCrawl[] };
  return {
    list,
    /** Waits until the API reports the crawl finished, and answers it as then reported. */
    finished: async (crawlId: string) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const crawl = (await list()).crawls.find((c) => c.ID === crawlId) as KbCrawl;
        if (crawl.status === 'SUCCESS' || crawl.status === 'ERROR') return crawl;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`crawl ${crawlId} is still running`);
    },
    /** Waits until the crawl has found its pages and every page is read. */
    settled: async (crawlId: string) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const current = await list();
        const crawl = current.crawls.find((c) => c.ID === crawlId) as KbCrawl;
        const pages = current.docs.filter((doc) => doc.crawlId === crawlId);
        const finished = (status: string) => status === 'SUCCESS' || status === 'ERROR';
        if (finished(crawl.status) && pages.every((doc) => finished(doc.status))) return { crawl, pages };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`crawl ${crawlId} is still running`);
    },
  };
}

describe('website crawl', () => {
  it("stores each of the sitemap's allowed pages once, logs the pages it skipped, and only then reports the crawl finished", async () => {
    const owner = await ownerWithAgent();
    const answer = await owner.crawl({ url: `${site.origin}/` });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'INITIALIZED', maxPages: 50, maxDepth: 3, pagesFound: 0 });

    const crawl = await owner.finished(answer.json().ID);
    // Reported finished: by then every page is read, and nothing is left to change.
    const { docs } = await owner.list();
    const pages = docs.filter((doc) => doc.crawlId === crawl.ID);
    expect(pages.every((doc) => doc.status === 'SUCCESS')).toBe(true);
    expect(crawl).toMatchObject({ status: 'SUCCESS', error: null, pagesFound: 6, pagesDone: 6, pagesFailed: 0 });
    // The sitemap's /index.html is the start page; /old-menu redirects to the menu, read once.
    expect(pages.map((doc) => doc.url).sort()).toEqual(
      ['/', '/about.html', '/contact.html', '/files/wholesale-price-list.pdf', '/menu.html', '/pricing.html']
        .map((path) => `${site.origin}${path}`)
        .sort(),
    );
    expect(pages.every((doc) => doc.sourceType === 'url')).toBe(true);
    expect(crawl.pagesSkipped).toBe(2);
    const log = await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/knowledge-crawls/${crawl.ID}/pages`);
    expect(log.statusCode).toBe(200);
    expect(
      (log.json().skipped as KbCrawlSkippedPage[]).map(({ url, reason, message }) => ({ url, reason, message })),
    ).toEqual(
      expect.arrayContaining([
        {
          url: `${site.origin}/staff/`,
          reason: 'robots',
          message: "The website's robots.txt does not allow robots to read this page.",
        },
        { url: `${site.origin}/old-menu`, reason: 'duplicate', message: `Same text as ${site.origin}/menu.html` },
      ]),
    );
    expect(log.json().pages).toHaveLength(6);

    const hits = await retrieveKnowledge({ regions: app.regions }, 'na', owner.agentId, 'opening hours Sundays');
    expect(hits[0]?.text).toContain('closed on Sundays');
    expect(hits[0]?.docName).toBe(pages.find((doc) => doc.url?.endsWith('/contact.html'))?.name);
    const cortado = await retrieveKnowledge({ regions: app.regions }, 'na', owner.agentId, 'cardamom cortado');
    expect(cortado.filter((hit) => hit.text.includes('cardamom'))).toHaveLength(1);
    const wholesale = await retrieveKnowledge({ regions: app.regions }, 'na', owner.agentId, 'wholesale minimum order');
    expect(wholesale[0]?.text).toContain('Wholesale minimum order is 5 kg.');
    const doorCode = await retrieveKnowledge({ regions: app.regions }, 'na', owner.agentId, 'door code');
    expect(doorCode.map((hit) => hit.text).join(' ')).not.toContain('4417');
  });

  it('keeps a page another crawl of the agent already read, or a page with the same text, once', async () => {
    const owner = await ownerWithAgent();
    const first = await owner.finished((await owner.crawl({ url: `${site.origin}/` })).json().ID);
    expect(first).toMatchObject({ pagesDone: 6 });
    // The same site again, started from an address with a tracking parameter: every page's text is known.
    const second = await owner.finished(
      (await owner.crawl({ url: `${site.origin}/?utm_source=newsletter#top`, maxPages: 3 })).json().ID,
    );
    // The start page and the sitemap's first two pages are all it may read.
    expect(second).toMatchObject({ status: 'SUCCESS', pagesFound: 0, pagesSkipped: 3 });
    const log = await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/knowledge-crawls/${second.ID}/pages`);
    const skipped = log.json().skipped as KbCrawlSkippedPage[];
    expect(skipped.map((page) => [page.url, page.message]).sort()).toEqual([
      [`${site.origin}/?utm_source=newsletter`, `Same text as ${site.origin}/`],
      [`${site.origin}/about.html`, `Same text as ${site.origin}/about.html`],
      [`${site.origin}/pricing.html`, `Same text as ${site.origin}/pricing.html`],
    ]);
    expect((await owner.list()).docs).toHaveLength(6);
  });

  it('without a sitemap follows same-site links to maxDepth, through redirects, honouring robots.txt for our agent and canonical links', async () => {
    const owner = await ownerWithAgent();
    const answer = await owner.crawl({ url: `${linkedOrigin}/`, maxDepth: 2 });
    const { crawl, pages } = await owner.settled(answer.json().ID);
    expect(crawl).toMatchObject({ status: 'SUCCESS', pagesFound: 4, pagesDone: 4, pagesFailed: 0 });
    // Our own group replaces `*`: /ropes/ is open to us, /private/ is not; /moved is read as /sails.
    expect(pages.map((doc) => doc.url).sort()).toEqual(
      ['/', '/ropes', '/ropes/knots', '/sails'].map((path) => `${linkedOrigin}${path}`).sort(),
    );
    expect([...userAgents]).toEqual(['AgentPlatformBot/1.0 (website reader)']);
    // The rope page's other addresses are not pages of their own; the ledger is in the run log.
    expect(crawl.pagesSkipped).toBe(1);
    const log = await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/knowledge-crawls/${crawl.ID}/pages`);
    expect((log.json().skipped as KbCrawlSkippedPage[]).map(({ url, reason }) => ({ url, reason }))).toEqual([
      { url: `${linkedOrigin}/private/ledger`, reason: 'robots' },
    ]);
  });

  it('skips, with the reason in the run log, a linked page that is not text and one too large to read', async () => {
    const owner = await ownerWithAgent();
    const answer = await owner.crawl({ url: `http://127.0.0.1:${moody.port}/gallery`, maxDepth: 1 });
    const { crawl, pages } = await owner.settled(answer.json().ID);
    expect(crawl).toMatchObject({ status: 'SUCCESS', pagesFailed: 0, pagesSkipped: 2 });
    expect(pages.map((doc) => doc.url)).toEqual([`http://127.0.0.1:${moody.port}/gallery`]);
    const log = await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/knowledge-crawls/${crawl.ID}/pages`);
    const skipped = (log.json().skipped as KbCrawlSkippedPage[]).map(({ url, reason, message }) => ({
      url: url.replace(`http://127.0.0.1:${moody.port}`, ''),
      reason,
      message,
    }));
    expect(skipped.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: '/chart', reason: 'too-large', message: 'The page is larger than the 5 MB a page is read up to.' },
      { url: '/photo', reason: 'not-text', message: 'The page is neither a web page nor text.' },
    ]);
  });

  it('asks one host for at most two pages at once', async () => {
    const owner = await ownerWithAgent();
    mostInFlight = 0;
    const answer = await owner.crawl({ url: `${linkedOrigin}/wide`, maxDepth: 1 });
    expect((await owner.settled(answer.json().ID)).crawl).toMatchObject({ status: 'SUCCESS', pagesFound: 7 });
    expect(mostInFlight).toBe(2);
  });

  it('stops at maxPages', async () => {
    const owner = await ownerWithAgent();
    const answer = await owner.crawl({ url: `${linkedOrigin}/`, maxPages: 2 });
    const { crawl } = await owner.settled(answer.json().ID);
    expect(crawl).toMatchObject({ status: 'SUCCESS', pagesFound: 2 });
  });

  it('ends a private address and a missing start page in ERROR with the reason, and keeps working', async () => {
    const owner = await ownerWithAgent();
    const blocked = await owner.crawl({ url: 'http://10.1.2.3/' });
    const missing = await owner.crawl({ url: `${site.origin}/no-such-section/` });
    const blockedCrawl = (await owner.settled(blocked.json().ID)).crawl;
    expect(blockedCrawl).toMatchObject({ status: 'ERROR', pagesFound: 0 });
    expect(blockedCrawl.error).toContain('not a public address');
    const missingCrawl = (await owner.settled(missing.json().ID)).crawl;
    expect(missingCrawl).toMatchObject({
      status: 'ERROR',
      error: 'The website could not be read: the site answered with status 404.',
      pagesFound: 0,
    });

    const after = await owner.crawl({ url: `${linkedOrigin}/`, maxPages: 1 });
    expect((await owner.settled(after.json().ID)).crawl).toMatchObject({ status: 'SUCCESS', pagesDone: 1 });
  });

  it('refuses bad limits with clear messages, and answers 404 for another workspace’s agent', async () => {
    const owner = await ownerWithAgent();
    const tooMany = await owner.crawl({ url: `${site.origin}/`, maxPages: 500 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('At most 200 pages can be read from one website.');
    const badUrl = await owner.crawl({ url: 'ftp://example.com' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body).toContain('Please enter a valid url starting with http:// or https://.');

    const stranger = await signUpWithWorkspace(app);
    const taken = await stranger.client.post(`${owner.base}/website`, { url: `${site.origin}/` });
    expect(taken.statusCode).toBe(404);
    expect((await owner.list()).crawls).toEqual([]);
  });
});

// Two apps over the same file databases stand for a restart; on PostgreSQL each test app gets
// fresh databases, so this runs on the embedded ones.
describe.skipIf(TEST_DATABASE !== 'pglite')('website crawl after a restart', () => {
  it('finishes a crawl a dead process left PENDING, without adding a page twice', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-crawl-restart-'));
    try {
      const env = {
        EMBEDDED_DB: 'file',
        DATA_DIR: dataDir,
        JOBS_POLLING_SECONDS: '0.5',
        EGRESS_ALLOW: `127.0.0.1:${linked.port}`,
      };
      const first = await createTestApp(env);
      const owner = await ownerWithAgent(first);
      const crawlId = (await owner.crawl({ url: `${linkedOrigin}/wide`, maxDepth: 1 })).json().ID as string;
      const { pages } = await owner.settled(crawlId);
      expect(pages).toHaveLength(7);
      // As a process killed while adding the pages leaves it: PENDING, with only some pages added.
      const db = first.regions.db('na');
      await db.update(knowledgeCrawls).set({ status: 'PENDING' }).where(eq(knowledgeCrawls.id, crawlId));
      for (const doc of pages.slice(0, 3)) await db.delete(knowledgeDocs).where(eq(knowledgeDocs.id, doc.ID));
      await first.close();

      const second = await createTestApp(env);
      try {
        const { crawl, pages: after } = await knowledgeList(second, owner.client.cookie as string, owner.base).settled(
          crawlId,
        );
        expect(crawl).toMatchObject({ status: 'SUCCESS', pagesFound: 7, pagesDone: 7 });
        expect(new Set(after.map((doc) => doc.url)).size).toBe(7);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('robots.txt', () => {
  it('a server error on robots.txt means no page may be read; a missing one (4xx) allows every page', async () => {
    const origin = `http://127.0.0.1:${moody.port}`;
    robotsStatus = 503;
    asked.length = 0;
    const owner = await ownerWithAgent();
    const refused = (await owner.settled((await owner.crawl({ url: `${origin}/` })).json().ID)).crawl;
    expect(refused).toMatchObject({
      status: 'ERROR',
      pagesFound: 0,
      error:
        'The website could not be read: its robots.txt answered with status 503, which means no page may be read for now. Please try again later.',
    });
    // The start page tells the site's origin; nothing past robots.txt was asked for.
    expect(asked).toEqual(['/', '/robots.txt']);

    robotsStatus = 404;
    const open = (await owner.settled((await owner.crawl({ url: `${origin}/` })).json().ID)).crawl;
    expect(open).toMatchObject({ status: 'SUCCESS', pagesFound: 2, pagesDone: 2 });
  });

  it('lets the longest rule win, Allow on a tie, and understands * and $', () => {
    const robots = parseRobotsTxt(
      'User-agent: *\nDisallow: /shop/\nAllow: /shop/catalogue\nDisallow: /*.json$\nSitemap: https://x.example/s.xml',
      'AgentPlatformBot/1.0',
    );
    expect(robots.isAllowed('/shop/cart')).toBe(false);
    expect(robots.isAllowed('/shop/catalogue/tea')).toBe(true);
    expect(robots.isAllowed('/data/prices.json')).toBe(false);
    expect(robots.isAllowed('/data/prices.json?v=2')).toBe(true);
    expect(robots.isAllowed('/about')).toBe(true);
    expect(robots.sitemaps).toEqual(['https://x.example/s.xml']);
  });
});
