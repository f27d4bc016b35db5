import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { agents, workspaces } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let address = 0;
/** A public call from a fresh visitor address, so rate limits of one test don't touch another. */
const visitor = (url: string, remoteAddress = `192.0.2.${++address}`) => app.inject({ url, remoteAddress });

async function ownerWithAgent() {
  const owner = await signUpWithWorkspace(app);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Gate' });
  return { ...owner, agentId: created.json().agentCreated.ID as string };
}

const setBalance = (uid: string, balance: number) =>
  app.regions.db('na').update(workspaces).set({ loadTokens: balance }).where(eq(workspaces.uid, uid));

describe('usage gate (public)', () => {
  it('lets an owner with credits continue, and says they never paid', async () => {
    const { workspace, agentId } = await ownerWithAgent();
    const credits = await visitor(`/api/na/public/users/${workspace.uid}/check-credits`);
    expect(credits.statusCode).toBe(200);
    expect(credits.json()).toEqual({ continue: true, hasEverPaid: false });
    const usage = await visitor(`/api/na/v2/public/agents/${agentId}/usage`);
    expect(usage.json()).toEqual({ data: { shouldContinue: true } });
  });

  it('stops at zero credits', async () => {
    const { workspace, agentId } = await ownerWithAgent();
    await setBalance(workspace.uid, 0);
    expect((await visitor(`/api/na/public/users/${workspace.uid}/check-credits`)).json().continue).toBe(false);
    expect((await visitor(`/api/na/v2/public/agents/${agentId}/usage`)).json().data.shouldContinue).toBe(false);
  });

  it('stops when the agent reached its own token cap', async () => {
    const { client, agentId } = await ownerWithAgent();
    const { agent } = (await client.get(`/api/na/v2/agents/${agentId}`)).json();
    await client.post(`/api/na/v2/agents/${agentId}`, { ...agent, maxTokensUsage: 500 });
    const usage = async () => (await visitor(`/api/na/v2/public/agents/${agentId}/usage`)).json().data.shouldContinue;
    expect(await usage()).toBe(true);
    // Answers count their tokens on the agent's row; a count in the saved document means nothing.
    await client.post(`/api/na/v2/agents/${agentId}`, { ...agent, tokensUsage: 10_000, maxTokensUsage: 500 });
    expect(await usage()).toBe(true);
    await app.regions.db('na').update(agents).set({ tokensUsage: 500 }).where(eq(agents.id, agentId));
    expect(await usage()).toBe(false);
  });

  it('answers 404 for unknown owners and agents', async () => {
    expect((await visitor('/api/na/public/users/nobody123456789/check-credits')).statusCode).toBe(404);
    expect((await visitor('/api/na/v2/public/agents/NoSuchAgent00000/usage')).statusCode).toBe(404);
  });

  it('limits one address to the configured calls a minute (60 by default)', async () => {
    const { agentId } = await ownerWithAgent();
    const url = `/api/na/v2/public/agents/${agentId}/usage`;
    for (let i = 0; i < 60; i++) expect((await visitor(url, '198.51.100.7')).statusCode).toBe(200);
    const limited = await visitor(url, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await visitor(url, '198.51.100.8')).statusCode).toBe(200);
  });
});
