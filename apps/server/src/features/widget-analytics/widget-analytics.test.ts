import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { widgetLoads } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** An address geoip-lite's bundled database places in Great Britain. */
const BRITISH_ADDRESS = '81.2.69.142';

/** The loader's beacon from a customer's page: JSON as text/plain, no cookie, the visitor's address. */
const sendLoad = (agentId: string, remoteAddress: string, body: object = { record: 'loads', ts: Date.now() }) =>
  app.inject({
    method: 'POST',
    url: `/api/na/agents/${agentId}/analytics`,
    headers: {
      origin: 'https://customer.example',
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': CHROME_ON_WINDOWS,
    },
    payload: JSON.stringify({ origin: 'web-chat', pageUrl: 'https://customer.example/pricing?email=a@b.c', ...body }),
    remoteAddress,
  });

async function agentOn(platform: 'vg' | 'vf', server = app) {
  const owner = await signUpWithWorkspace(server);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, {
    agentName: 'Front desk',
    agentPlatform: platform,
  });
  return { owner, agentId: created.json().agentCreated.ID as string };
}

const loadsOf = (agentId: string) =>
  app.regions.db('na').select().from(widgetLoads).where(eq(widgetLoads.agentId, agentId));

describe('page-load analytics', () => {
  it('stores one load with the country of the request address, never the one the page sent', async () => {
    const { owner, agentId } = await agentOn('vg');
    const response = await sendLoad(agentId, BRITISH_ADDRESS, {
      record: 'loads',
      countryCode: 'FR',
      ipAddress: '203.0.113.9',
      browser: 'Made up',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({ recorded: true });
    const rows = await loadsOf(agentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      workspaceUid: owner.workspace.uid,
      origin: 'web-chat',
      browser: 'Chrome',
      platform: 'Windows',
      countryCode: 'GB',
      ipAddress: '81.2.69.0',
      pageUrl: 'https://customer.example/pricing',
    });
  });

  it('gives a private address no country', async () => {
    const { agentId } = await agentOn('vg');
    expect((await sendLoad(agentId, '10.1.2.3')).statusCode).toBe(200);
    const [row] = await loadsOf(agentId);
    expect(row?.countryCode).toBeNull();
    expect(row?.ipAddress).toBe('10.1.2.0');
  });

  it('counts the load without country or address when geo analytics is off', async () => {
    // Flow-builder agents start with enableGeoAnalytics false (spec 000 §3).
    const { agentId } = await agentOn('vf');
    expect((await sendLoad(agentId, BRITISH_ADDRESS)).statusCode).toBe(200);
    const [row] = await loadsOf(agentId);
    expect(row).toMatchObject({ browser: 'Chrome', countryCode: null, ipAddress: null });
  });

  it('answers 404 for an unknown agent and stores nothing for another agent', async () => {
    const { agentId } = await agentOn('vg');
    const { agentId: other } = await agentOn('vg');
    const response = await sendLoad('NoSuchAgent00000', BRITISH_ADDRESS);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Agent not found.');
    // The customer's site can read the refusal.
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect((await sendLoad(other, BRITISH_ADDRESS)).statusCode).toBe(200);
    expect(await loadsOf(agentId)).toHaveLength(0);
    expect(await loadsOf(other)).toHaveLength(1);
  });

  it("refuses a record other than 'loads' with the reason", async () => {
    const { agentId } = await agentOn('vg');
    const response = await sendLoad(agentId, BRITISH_ADDRESS, { record: 'clicks' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("The analytics record must be 'loads'.");
    expect(await loadsOf(agentId)).toHaveLength(0);
  });

  it('locates the forwarded client address only when the server trusts its proxy, and is rate limited', async () => {
    const forwarded = (server: FastifyInstance, agentId: string) =>
      server.inject({
        method: 'POST',
        url: `/api/na/agents/${agentId}/analytics`,
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': BRITISH_ADDRESS },
        payload: JSON.stringify({ record: 'loads' }),
        remoteAddress: '127.0.0.1',
      });
    const trusting = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { agentId } = await agentOn('vg', trusting);
      expect((await forwarded(trusting, agentId)).statusCode).toBe(200);
      const rows = await trusting.regions.db('na').select().from(widgetLoads).where(eq(widgetLoads.agentId, agentId));
      expect(rows.map((row) => row.countryCode)).toEqual(['GB']);
      expect((await forwarded(trusting, agentId)).statusCode).toBe(200);
      expect((await forwarded(trusting, agentId)).statusCode).toBe(429);
    } finally {
      await trusting.close();
    }
    // Without a trusted proxy the forwarded header is only the sender's claim, and is ignored.
    const { agentId } = await agentOn('vg');
    expect((await forwarded(app, agentId)).statusCode).toBe(200);
    const [row] = await loadsOf(agentId);
    expect(row?.countryCode).toBeNull();
  });
});
