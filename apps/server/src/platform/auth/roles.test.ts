import { PERMISSION_REFUSALS } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signUpWithWorkspace>>;
let agentId: string;
beforeAll(async () => {
  app = await createTestApp();
  owner = await signUpWithWorkspace(app);
  agentId = (
    await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Helper' })
  ).json().agentCreated.ID;
});
afterAll(() => app.close());

const ws = () => `/api/na/workspaces/${owner.workspace.uid}`;

/** Saves the agent with a new title, as the dashboard's publish does. */
async function saveAgent(client: Awaited<ReturnType<typeof joinWorkspace>>['client'], title: string) {
  const agent = (await client.get(`/api/na/v2/agents/${agentId}`)).json().agent;
  return client.post(`/api/na/v2/agents/${agentId}`, { ...agent, title });
}

describe('a member', () => {
  it('cannot read the workspace secret or credentials, change settings or see usage: 403 saying why', async () => {
    const { client } = await joinWorkspace(app, owner.workspace.uid, 'member');
    const refusals = [
      ['secret', await client.get(`${ws()}/secret`), 'workspace.manage'],
      ['rename', await client.post(ws(), { workspaceName: 'Renamed by a member' }), 'workspace.manage'],
      ['llm credentials', await client.get(`${ws()}/llm-credentials`), 'credentials.manage'],
      ['twilio credentials', await client.get(`${ws()}/twilio-credentials`), 'credentials.manage'],
      ['usage', await client.get(`${ws()}/usage`), 'usage.read'],
      ['credit log', await client.get(`${ws()}/usage/log`), 'usage.read'],
    ] as const;
    for (const [what, res, permission] of refusals) {
      expect(res.statusCode, what).toBe(403);
      expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: PERMISSION_REFUSALS[permission] });
    }
    expect((await owner.client.get(ws())).json().workspaceName).toMatch(/^Personal/);
  });

  it('sees the workspace with its role, its members, agents and conversations, and edits an agent', async () => {
    const { client, email } = await joinWorkspace(app, owner.workspace.uid, 'member');
    expect((await client.get(ws())).json().role).toBe('member');
    const members = (await client.get(`${ws()}/members`)).json().members;
    expect(members).toEqual(expect.arrayContaining([{ email, role: 'member' }]));
    expect((await client.get(`${ws()}/agents`)).json().agents).toHaveLength(1);
    expect((await client.get(`${ws()}/conversations`)).statusCode).toBe(200);
    const saved = await saveAgent(client, 'Edited by a member');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().agent.title).toBe('Edited by a member');
  });

  it('is narrowed by its own permission list, never widened', async () => {
    const { client } = await joinWorkspace(app, owner.workspace.uid, 'member', [
      'conversations.manage',
      'credentials.manage',
    ]);
    const saved = await saveAgent(client, 'Not allowed');
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.message).toBe("You do not have permission to change this workspace's agents.");
    // The list names credentials, but a member's role never reaches them.
    expect((await client.get(`${ws()}/llm-credentials`)).statusCode).toBe(403);
    expect((await client.get(`/api/na/v2/agents/${agentId}`)).statusCode).toBe(200);
  });
});

describe('an admin', () => {
  it('manages settings, credentials and members, sees usage, and edits an agent', async () => {
    const { client } = await joinWorkspace(app, owner.workspace.uid, 'admin');
    expect((await client.get(ws())).json().role).toBe('admin');
    expect((await client.get(`${ws()}/secret`)).json().workspaceSecret).toHaveLength(20);
    expect((await client.get(`${ws()}/members`)).statusCode).toBe(200);
    const credential = await client.post(`${ws()}/llm-credentials`, {
      provider: 'openai',
      label: 'Admin key',
      apiKey: 'sk-admin-key-0001',
    });
    expect(credential.statusCode).toBe(201);
    expect((await client.get(`${ws()}/usage`)).statusCode).toBe(200);
    const renamed = await client.post(ws(), { workspaceName: 'Renamed by an admin' });
    expect(renamed.json().workspaceName).toBe('Renamed by an admin');
    expect((await saveAgent(client, 'Edited by an admin')).statusCode).toBe(200);
  });
});

describe('another workspace’s member', () => {
  it('gets 404, not 403, for what it cannot see', async () => {
    const stranger = await signUpWithWorkspace(app);
    const res = await stranger.client.get(`${ws()}/secret`);
    expect(res.statusCode).toBe(404);
    const agent = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json().agent;
    const save = await stranger.client.post(`/api/na/v2/agents/${agentId}`, { ...agent, title: 'Taken over' });
    expect(save.statusCode).toBe(404);
  });
});
