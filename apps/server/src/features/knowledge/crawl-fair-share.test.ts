import type { KbCrawl, WorkspaceKbCrawl } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { startLocalServer } from '../../../test/local-http-server.js';

/** A one-page website on loopback that answers only once `release` is called, counting what it was asked. */
async function heldWebsite() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  const site = await startLocalServer((_req, res) => {
    requests++;
    void released.then(() => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><p>The ferry leaves at noon from pier four.</p></body></html>');
    });
  });
  return {
    origin: `http://127.0.0.1:${site.port}`,
    hostPort: `127.0.0.1:${site.port}`,
    release,
    requests: () => requests,
    close: () => site.server.closeAllConnections() ?? site.server.close(),
  };
}

/** A website that answers at once. */
async function openWebsite() {
  const site = await startLocalServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body><p>Our bakery opens at seven.</p></body></html>');
  });
  return { origin: `http://127.0.0.1:${site.port}`, hostPort: `127.0.0.1:${site.port}`, server: site.server };
}

describe("a workspace's share of the crawls", () => {
  let app: FastifyInstance;
  let first: Awaited<ReturnType<typeof heldWebsite>>;
  let second: Awaited<ReturnType<typeof heldWebsite>>;
  let other: Awaited<ReturnType<typeof openWebsite>>;
  beforeAll(async () => {
    first = await heldWebsite();
    second = await heldWebsite();
    other = await openWebsite();
    app = await createTestApp({
      EGRESS_ALLOW: [first.hostPort, second.hostPort, other.hostPort].join(','),
      WORKSPACE_CRAWLS_AT_ONCE: '1',
    });
  });
  afterAll(async () => {
    first?.release();
    second?.release();
    await app?.close();
    first?.close();
    second?.close();
    other?.server.close();
  });

  async function tenant() {
    const owner = await signUpWithWorkspace(app);
    const uid = owner.workspace.uid;
    const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Reader' })).json()
      .agentCreated.ID as string;
    const crawl = async (url: string) => {
      const started = await owner.client.post(`/api/na/v2/agents/${agentId}/knowledge/website`, { url });
      expect(started.statusCode).toBeLessThan(300);
      return (started.json() as KbCrawl).ID;
    };
    const statusOf = async (crawlId: string) => {
      const { crawls } = (await owner.client.get(`/api/na/workspaces/${uid}/knowledge-crawls`)).json() as {
        crawls: WorkspaceKbCrawl[];
      };
      return crawls.find((listed) => listed.ID === crawlId)?.status;
    };
    return { crawl, statusOf };
  }

  it("crawls a second tenant's website while a first tenant's crawls wait their turn", async () => {
    const tenantA = await tenant();
    const tenantB = await tenant();
    const firstOfA = await tenantA.crawl(`${first.origin}/`);
    // A's first crawl is reading its website, which holds every answer back.
    await vi.waitFor(() => expect(first.requests()).toBeGreaterThan(0), { timeout: 20_000 });
    const secondOfA = await tenantA.crawl(`${second.origin}/`);
    const ofB = await tenantB.crawl(`${other.origin}/`);

    await vi.waitFor(async () => expect(await tenantB.statusOf(ofB)).toBe('SUCCESS'), { timeout: 30_000 });
    // B's crawl ran to its end while A's second had not sent its website a single request.
    expect(second.requests()).toBe(0);
    expect(await tenantA.statusOf(firstOfA)).toBe('PENDING');
    expect(await tenantA.statusOf(secondOfA)).toBe('INITIALIZED');

    // A's second crawl waited rather than failing: once the first is done, it runs too.
    first.release();
    second.release();
    await vi.waitFor(async () => expect(await tenantA.statusOf(firstOfA)).toBe('SUCCESS'), { timeout: 30_000 });
    await vi.waitFor(async () => expect(await tenantA.statusOf(secondOfA)).toBe('SUCCESS'), { timeout: 30_000 });
  });
});
