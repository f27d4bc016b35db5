import type { KbCrawl, KbDoc, WorkspaceKbCrawl } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { startLocalServer } from '../../../test/local-http-server.js';
import { startTestWebsite, type TestWebsite } from '../../../test/test-website.js';
import { knowledgeChunks } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
let site: TestWebsite;
let broken: Awaited<ReturnType<typeof startLocalServer>>;
let brokenOrigin: string;

beforeAll(async () => {
  site = await startTestWebsite();
  // A site whose sitemap names a page that is gone: its crawl has one page done and one failed.
  broken = await startLocalServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<urlset><url><loc>${brokenOrigin}/</loc></url><url><loc>${brokenOrigin}/gone</loc></url></urlset>`);
    } else if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><p>The ferry leaves at noon from pier four.</p></body></html>');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  brokenOrigin = `http://127.0.0.1:${broken.port}`;
  app = await createTestApp({ EGRESS_ALLOW: `${site.host},127.0.0.1:${broken.port}` });
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  broken?.server.close();
});

async function workspaceWithCrawls() {
  const owner = await signUpWithWorkspace(app);
  const uid = owner.workspace.uid;
  const agent = async (agentName: string) =>
    (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName })).json().agentCreated.ID as string;
  const crawls = `/api/na/workspaces/${uid}/knowledge-crawls`;
  const list = async () => (await owner.client.get(crawls)).json().crawls as WorkspaceKbCrawl[];
  const settled = async (crawlId: string) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const crawl = (await list()).find((c) => c.ID === crawlId) as WorkspaceKbCrawl;
      const pages = (await owner.client.get(`${crawls}/${crawlId}/pages`)).json().pages as KbDoc[];
      const finished = (status: string) => status === 'SUCCESS' || status === 'ERROR';
      // The crawl's counts are read before its pages: a page may finish between the two reads.
      const counted = crawl.pagesDone + crawl.pagesFailed === crawl.pagesFound;
      if (finished(crawl.status) && counted && pages.every((page) => finished(page.status))) return { crawl, pages };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`crawl ${crawlId} is still running`);
  };
  const crawl = async (agentId: string, url: string) =>
    (await owner.client.post(`/api/na/v2/agents/${agentId}/knowledge/website`, { url })).json() as KbCrawl;
  return { ...owner, uid, agent, crawls, list, settled, crawl };
}

describe('Crawler page', () => {
  it("lists every agent's crawls with progress, and a run log with each failed page's reason", async () => {
    const owner = await workspaceWithCrawls();
    const roaster = await owner.agent('Roaster');
    const ferry = await owner.agent('Ferry');
    const coffee = await owner.crawl(roaster, `${site.origin}/`);
    const pier = await owner.crawl(ferry, `${brokenOrigin}/`);

    const done = await owner.settled(coffee.ID);
    expect(done.crawl).toMatchObject({
      agentId: roaster,
      agentName: 'Roaster',
      status: 'SUCCESS',
      pagesFound: 6,
      pagesDone: 6,
      pagesFailed: 0,
      refreshRate: 'never',
      nextRunAt: null,
    });
    expect(done.crawl.lastRunAt).not.toBeNull();
    const failing = await owner.settled(pier.ID);
    expect(failing.crawl).toMatchObject({ agentName: 'Ferry', pagesFound: 2, pagesDone: 1, pagesFailed: 1 });
    const gone = failing.pages.find((page) => page.url === `${brokenOrigin}/gone`);
    expect(gone).toMatchObject({ status: 'ERROR' });
    expect(gone?.error).toContain('404');

    expect((await owner.list()).map((c) => c.ID)).toEqual([pier.ID, coffee.ID]);
  });

  it('changes a schedule for the crawl and each of its pages, and says when it runs next', async () => {
    const owner = await workspaceWithCrawls();
    const agentId = await owner.agent('Roaster');
    const { ID } = await owner.crawl(agentId, `${site.origin}/`);
    const { pages } = await owner.settled(ID);

    const changed = await owner.client.request({
      method: 'PATCH',
      url: `${owner.crawls}/${ID}`,
      payload: { refreshRate: '24h' },
    });
    expect(changed.statusCode).toBe(200);
    const lastRead = Math.min(...pages.map((page) => Date.parse(page.lastRefreshAt ?? '')));
    expect(changed.json()).toMatchObject({
      refreshRate: '24h',
      nextRunAt: new Date(lastRead + 24 * 3600 * 1000).toISOString(),
    });
    const after = (await owner.client.get(`${owner.crawls}/${ID}/pages`)).json().pages as KbDoc[];
    expect(after.map((page) => page.refreshRate)).toEqual(pages.map(() => '24h'));

    const wrong = await owner.client.request({
      method: 'PATCH',
      url: `${owner.crawls}/${ID}`,
      payload: { refreshRate: '2h' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('re-runs a crawl: every page is read again, none added twice', async () => {
    const owner = await workspaceWithCrawls();
    const agentId = await owner.agent('Roaster');
    const { ID } = await owner.crawl(agentId, `${site.origin}/`);
    const before = await owner.settled(ID);

    const run = await owner.client.post(`${owner.crawls}/${ID}/run`);
    expect(run.statusCode).toBe(200);
    // Queued again; on a server, a worker may already have started it when the answer is read.
    expect(['INITIALIZED', 'PENDING']).toContain(run.json().status);
    const after = await owner.settled(ID);
    expect(after.crawl).toMatchObject({ status: 'SUCCESS', pagesFound: 6, pagesDone: 6 });
    expect(after.pages.map((page) => page.ID).sort()).toEqual(before.pages.map((page) => page.ID).sort());
    for (const page of after.pages) {
      const earlier = before.pages.find((p) => p.ID === page.ID);
      expect(Date.parse(page.lastRefreshAt ?? '')).toBeGreaterThan(Date.parse(earlier?.lastRefreshAt ?? ''));
    }
  });

  it("deletes a crawl with its pages' documents and chunks; another workspace's crawl is not found", async () => {
    const owner = await workspaceWithCrawls();
    const agentId = await owner.agent('Roaster');
    const { ID } = await owner.crawl(agentId, `${site.origin}/`);
    const { pages } = await owner.settled(ID);
    const db = app.regions.db('na');
    const chunksOf = async () =>
      (await db.select().from(knowledgeChunks).where(eq(knowledgeChunks.agentId, agentId))).length;
    expect(await chunksOf()).toBeGreaterThan(0);

    const stranger = await workspaceWithCrawls();
    const theirs = `/api/na/workspaces/${owner.uid}/knowledge-crawls/${ID}`;
    expect((await stranger.client.request({ method: 'DELETE', url: theirs })).statusCode).toBe(404);
    expect((await stranger.client.get(`${stranger.crawls}`)).json().crawls).toEqual([]);
    const elsewhere = `${stranger.crawls}/${ID}`;
    expect((await stranger.client.request({ method: 'DELETE', url: elsewhere })).statusCode).toBe(404);
    expect((await stranger.client.get(`${elsewhere}/pages`)).statusCode).toBe(404);
    expect((await stranger.client.post(`${elsewhere}/run`)).statusCode).toBe(404);

    const deleted = await owner.client.request({ method: 'DELETE', url: `${owner.crawls}/${ID}` });
    expect(deleted.statusCode).toBe(204);
    expect(await owner.list()).toEqual([]);
    const knowledge = (await owner.client.get(`/api/na/v2/agents/${agentId}/knowledge`)).json();
    expect(knowledge.docs.filter((doc: KbDoc) => pages.some((page) => page.ID === doc.ID))).toEqual([]);
    expect(knowledge.crawls).toEqual([]);
    expect(await chunksOf()).toBe(0);
  });
});
