import { type Agent, findTemplate, MAX_AGENT_VERSIONS } from '@agent-platform/core';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { agents, orgs } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;

async function createAgent(owner: Owner, body: Record<string, unknown> = {}) {
  const res = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, {
    agentName: 'Support bot',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().agentCreated.ID as string;
}

async function readAgent(owner: Owner, id: string): Promise<Agent> {
  const res = await owner.client.get(`/api/na/v2/agents/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().agent;
}

const agentCount = async (workspaceUid: string) =>
  (await app.regions.db('na').select({ n: count() }).from(agents).where(eq(agents.workspaceUid, workspaceUid)))[0]?.n;

describe('creating agents', () => {
  it('creates a blank agent with the defaults, lists it and adds it to the organisation', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner, { colorScheme: 'dark' });
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    const agent = await readAgent(owner, id);
    expect(agent).toMatchObject({
      ID: id,
      title: 'Support bot',
      ownerID: owner.workspace.uid,
      agentPlatform: 'vg',
      theme: 'blue-dark',
      enableNodes: true,
      vg_defaultModel: 'gpt-4o',
    });
    expect(agent.SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);

    const list = (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agents`)).json();
    expect(list.agents.map((a: { ID: string }) => a.ID)).toEqual([id]);
    const [org] = await app.regions.db('na').select().from(orgs).where(eq(orgs.id, owner.workspace.uid));
    expect(org?.widgetIDs).toEqual([id]);
  });

  it("creates from a template with the template's content and nodes on", async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner, { agentTemplate: 'customer-support' });
    const agent = await readAgent(owner, id);
    const template = findTemplate('customer-support');
    expect(agent.vg_systemPrompt).toBe(template?.body.vg_systemPrompt);
    expect(agent.vg_initMessages).toEqual(template?.body.vg_initMessages);
    expect(agent.enableNodes).toBe(true);
    expect(agent.nodes.map((n) => n.type)).toContain('start');
  });

  it("stops at the free plan's maximum of 2 agents with the spec's message and writes nothing", async () => {
    const owner = await signUpWithWorkspace(app);
    await createAgent(owner);
    await createAgent(owner);
    const third = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Three' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      error: {
        code: 'PLAN_LIMIT',
        message:
          'You have reached the maximum number of agents (2) for your current subscription plan. Please upgrade to add more agents.',
      },
    });
    expect(await agentCount(owner.workspace.uid)).toBe(2);
  });

  it('refuses two concurrent creations that would pass the maximum together', async () => {
    const owner = await signUpWithWorkspace(app);
    await createAgent(owner);
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: `Racer ${n}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await agentCount(owner.workspace.uid)).toBe(2);
  });

  it('tells a logged-out caller to log in', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await browser(app).post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'X' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('You must be logged in to create an agent');
  });

  it('requires a name', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch('Please provide a name for the agent.');
    expect(await agentCount(owner.workspace.uid)).toBe(0);
  });
});

describe('saving agents', () => {
  it('saves the whole agent and stamps lastModified', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner);
    const agent = await readAgent(owner, id);
    const res = await owner.client.post(`/api/na/v2/agents/${id}`, {
      ...agent,
      title: 'Renamed',
      lastModified: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agent.title).toBe('Renamed');
    expect(res.json().agent.lastModified).toBeGreaterThan(1_700_000_000);
    expect((await readAgent(owner, id)).title).toBe('Renamed');
    const list = (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agents`)).json();
    expect(list.agents[0].title).toBe('Renamed');
  });

  it('keeps the SECRET_API_KEY when a save leaves it out', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner);
    const { SECRET_API_KEY, ...rest } = await readAgent(owner, id);
    const res = await owner.client.post(`/api/na/v2/agents/${id}`, rest);
    expect(res.json().agent.SECRET_API_KEY).toBe(SECRET_API_KEY);
  });

  it('rejects invalid bodies and changes nothing', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner);
    const agent = await readAgent(owner, id);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...agent, vgOptions: { maxChunkSize: 999 } }, /Max chunk size must be greater than 1000/],
      [{ ...agent, title: '' }, /Please provide a name for the agent\./],
      [{ ...agent, vg_temperature: 'hot' }, /^Enter a number\.$/],
      [{ ...agent, isAdmin: true }, /isAdmin|Unrecognized/i],
      [
        {
          ...agent,
          nodes: [
            ...agent.nodes,
            {
              id: 'ask',
              type: 'default',
              position: { x: 0, y: 200 },
              data: { name: 'Ask', instructions: '', transitions: [{ id: 't', condition: 'done', target: 'gone' }] },
            },
          ],
        },
        /Step "Ask": a transition leads to a node that does not exist\./,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await owner.client.post(`/api/na/v2/agents/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    // The field a message is about travels beside it, never glued into the sentence.
    const wrongType = await owner.client.post(`/api/na/v2/agents/${id}`, { ...agent, vg_temperature: 'hot' });
    expect(wrongType.json().error).toMatchObject({ field: 'vg_temperature', message: 'Enter a number.' });
    expect(await readAgent(owner, id)).toEqual(agent);
  });

  it('lets concurrent saves win as whole documents, never mixing fields of two saves', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner);
    const agent = await readAgent(owner, id);
    const edits = Array.from({ length: 6 }, (_, i) => ({ title: `Title ${i}`, description: `Description ${i}` }));
    const results = await Promise.all(
      edits.map((edit) => owner.client.post(`/api/na/v2/agents/${id}`, { ...agent, ...edit })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const final = await readAgent(owner, id);
    const winner = edits.find((e) => e.title === final.title);
    expect(final.description).toBe(winner?.description);
  });
});

describe('who may read and save an agent', () => {
  it("a workspace secret of workspace A cannot read or save workspace B's agent", async () => {
    const a = await signUpWithWorkspace(app);
    const b = await signUpWithWorkspace(app);
    const bAgentId = await createAgent(b);
    const bAgent = await readAgent(b, bAgentId);
    const secretA = (await a.client.get(`/api/na/workspaces/${a.workspace.uid}/secret`)).json().workspaceSecret;
    const headers = { authorization: `Bearer ${secretA}` };
    const read = await app.inject({ url: `/api/na/v2/agents/${bAgentId}`, headers });
    expect(read.statusCode).toBe(404);
    const save = await app.inject({
      method: 'POST',
      url: `/api/na/v2/agents/${bAgentId}`,
      headers,
      payload: { ...bAgent, title: 'Hijacked' },
    });
    expect(save.statusCode).toBe(404);
    expect((await a.client.get(`/api/na/v2/agents/${bAgentId}`)).statusCode).toBe(404);
    expect((await readAgent(b, bAgentId)).title).toBe(bAgent.title);

    const own = await app.inject({
      url: `/api/na/v2/agents/${bAgentId}`,
      headers: {
        authorization: `Bearer ${(await b.client.get(`/api/na/workspaces/${b.workspace.uid}/secret`)).json().workspaceSecret}`,
      },
    });
    expect(own.statusCode).toBe(200);
  });

  it("an agent's SECRET_API_KEY can save that agent and no other", async () => {
    const owner = await signUpWithWorkspace(app);
    const first = await readAgent(owner, await createAgent(owner));
    const second = await readAgent(owner, await createAgent(owner));
    const headers = { authorization: `Bearer ${first.SECRET_API_KEY}` };
    const saveOwn = await app.inject({
      method: 'POST',
      url: `/api/na/v2/agents/${first.ID}`,
      headers,
      payload: { ...first, title: 'Saved with its own key' },
    });
    expect(saveOwn.statusCode).toBe(200);
    const saveOther = await app.inject({
      method: 'POST',
      url: `/api/na/v2/agents/${second.ID}`,
      headers,
      payload: { ...second, title: 'Not allowed' },
    });
    expect(saveOther.statusCode).toBe(404);
    expect((await readAgent(owner, second.ID)).title).toBe(second.title);
    const listWithAgentKey = await app.inject({ url: `/api/na/workspaces/${owner.workspace.uid}/agents`, headers });
    expect(listWithAgentKey.statusCode).toBe(404);
  });

  it('answers 404 for an agent asked for in the wrong region', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner);
    expect((await owner.client.get(`/api/eu/v2/agents/${id}`)).statusCode).toBe(404);
  });
});

describe('version history', () => {
  it(`keeps the newest ${MAX_AGENT_VERSIONS} versions and restores an older one`, async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner);
    const agent = await readAgent(owner, id);
    for (let i = 1; i <= MAX_AGENT_VERSIONS + 2; i++) {
      const res = await owner.client.post(`/api/na/v2/agents/${id}`, { ...agent, title: `Version ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const { versions } = (await owner.client.get(`/api/na/v2/agents/${id}/versions`)).json();
    expect(versions).toHaveLength(MAX_AGENT_VERSIONS);
    expect(versions[0].title).toBe(`Version ${MAX_AGENT_VERSIONS + 2}`);
    expect(versions.at(-1).title).toBe('Version 3');

    const older = versions.find((v: { title: string }) => v.title === 'Version 5');
    const view = (await owner.client.get(`/api/na/v2/agents/${id}/versions/${older.id}`)).json();
    expect(view.agent.title).toBe('Version 5');
    const restored = await owner.client.post(`/api/na/v2/agents/${id}/versions/${older.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await readAgent(owner, id)).title).toBe('Version 5');
    const after = (await owner.client.get(`/api/na/v2/agents/${id}/versions`)).json().versions;
    expect(after[0].title).toBe('Version 5');
    expect(after).toHaveLength(MAX_AGENT_VERSIONS);
  });

  it("does not show another agent's version", async () => {
    const owner = await signUpWithWorkspace(app);
    const first = await createAgent(owner);
    const second = await createAgent(owner);
    await owner.client.post(`/api/na/v2/agents/${first}`, await readAgent(owner, first));
    const [version] = (await owner.client.get(`/api/na/v2/agents/${first}/versions`)).json().versions;
    expect((await owner.client.get(`/api/na/v2/agents/${second}/versions/${version.id}`)).statusCode).toBe(404);
  });
});

describe('export, import, duplicate, star and delete', () => {
  it('exports without identity or secret, and imports the file as a new agent', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner, { agentTemplate: 'game-npc', agentName: 'Brann' });
    const exported = (await owner.client.get(`/api/na/v2/agents/${id}/export`)).json();
    expect(exported.agentTemplate.title).toBe('Brann');
    expect(exported.agentTemplate).not.toHaveProperty('ID');
    expect(exported.agentTemplate).not.toHaveProperty('SECRET_API_KEY');
    expect(JSON.stringify(exported)).not.toMatch(/vg_[A-Za-z0-9]{20}/);

    const imported = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents/import`, exported);
    expect(imported.statusCode).toBe(201);
    const copy = await readAgent(owner, imported.json().agentCreated.ID);
    expect(copy.ID).not.toBe(id);
    expect(copy.title).toBe('Brann');
    expect(copy.vg_systemPrompt).toBe(findTemplate('game-npc')?.body.vg_systemPrompt);
  });

  it('refuses an import file that is not an exported agent', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents/import`, {
      agentTemplate: { title: 'Only a title' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^This file is not an exported agent/);
    expect(await agentCount(owner.workspace.uid)).toBe(0);
  });

  it('duplicates, stars and deletes, and the list follows each change', async () => {
    const owner = await signUpWithWorkspace(app);
    const id = await createAgent(owner);
    const list = async () => (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agents`)).json().agents;
    await list();
    const dup = await owner.client.post(`/api/na/v2/agents/${id}/duplicate`);
    expect(dup.statusCode).toBe(201);
    expect((await list()).map((a: { title: string }) => a.title).sort()).toEqual(['Support bot', 'Support bot (copy)']);

    expect((await owner.client.post(`/api/na/v2/agents/${id}/star`, { starred: true })).statusCode).toBe(204);
    expect((await list()).find((a: { ID: string }) => a.ID === id).starred).toBe(true);
    expect((await readAgent(owner, id)).starred).toBe(true);

    expect((await owner.client.request({ method: 'DELETE', url: `/api/na/v2/agents/${id}` })).statusCode).toBe(204);
    expect((await list()).map((a: { ID: string }) => a.ID)).not.toContain(id);
    const [org] = await app.regions.db('na').select().from(orgs).where(eq(orgs.id, owner.workspace.uid));
    expect(org?.widgetIDs).not.toContain(id);
    expect((await owner.client.get(`/api/na/v2/agents/${id}`)).statusCode).toBe(404);
  });
});
