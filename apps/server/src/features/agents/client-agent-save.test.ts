import { type Agent, MASKED_AGENT_SECRET, setAgentField } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient, type TestAgency } from '../../../test/agency-clients.js';
import { createTestApp } from '../../../test/app.js';
import { CLIENT_TAB_REFUSED_MESSAGE } from '../../platform/auth/client-access.js';
import { CLIENT_AGENT_CHANGE_REFUSED_MESSAGE } from './check-client-agent-changes.js';

let app: FastifyInstance;
let agency: TestAgency;
let agentId: string;
let otherAgentId: string;
let savedKey: string;

beforeAll(async () => {
  app = await createTestApp();
  agency = await agencyWithHost(app);
  const create = async (agentName: string) =>
    (await agency.client.post(`/api/na/workspaces/${agency.workspace.uid}/agents`, { agentName })).json().agentCreated
      .ID as string;
  agentId = await create('Bakery');
  otherAgentId = await create('Other');
  // The owner connects WhatsApp and a Flowise secret: credentials a client never sees.
  const agent = await ownerAgent();
  savedKey = agent.SECRET_API_KEY;
  const withSecrets = setAgentField(setAgentField(agent, 'whatsappToken', 'owner-whatsapp-token'), 'flowise', {
    webhookUrl: 'https://flowise.example/hook',
    webhookSecret: 'owner-flowise-secret',
  });
  const saved = await agency.client.post(`/api/na/v2/agents/${agentId}`, withSecrets);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await app.close();
});

const ownerAgent = async (): Promise<Agent> => (await agency.client.get(`/api/na/v2/agents/${agentId}`)).json().agent;

/** A signed-in client of a new organisation with these allowed settings. */
async function clientWith(canAccess: string[], allowedSettings: string[], extra: Record<string, unknown> = {}) {
  const created = await addClient(agency, { canAccess, widgetIDs: [agentId], ...extra });
  const org = await agency.client.request({
    method: 'PATCH',
    url: `${agency.base}/orgs/${created.orgId}`,
    payload: { settings: { allowedSettings } },
  });
  expect(org.statusCode, org.body).toBe(200);
  const browser = await signedInClient(app, agency, created);
  const read = async (id = agentId) => (await browser.get(`/api/na/v2/agents/${id}`)).json().agent as Agent;
  const save = (agent: object, id = agentId) => browser.post(`/api/na/v2/agents/${id}`, agent);
  return { read, save };
}

describe("a client's save of its agent", () => {
  it('saves an allowed setting and keeps the credentials and key it never saw', async () => {
    const client = await clientWith(['/settings'], ['core.title', 'handoff.handoffTitle']);
    const read = await client.read();
    expect(read.SECRET_API_KEY).toBe('');
    expect(read.whatsappToken).toBeUndefined();

    const res = await client.save({ ...read, title: 'Bakery Bot', UIhandoffTitle: 'Talk to Anna' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agent).toMatchObject({ title: 'Bakery Bot', SECRET_API_KEY: '' });
    expect(res.body).not.toContain(savedKey);

    const after = await ownerAgent();
    expect(after).toMatchObject({ title: 'Bakery Bot', UIhandoffTitle: 'Talk to Anna', SECRET_API_KEY: savedKey });
    expect(after.whatsappToken).toBe(MASKED_AGENT_SECRET);
    expect(after.flowise).toEqual({ webhookUrl: 'https://flowise.example/hook', webhookSecret: MASKED_AGENT_SECRET });
    // The key still acts as the agent.
    const byKey = await app.inject({
      method: 'GET',
      url: `/api/na/v2/agents/${agentId}`,
      headers: { authorization: `Bearer ${savedKey}` },
    });
    expect(byKey.statusCode).toBe(200);
  });

  it('refuses a setting its organisation did not allow, and writes nothing', async () => {
    const client = await clientWith(['/settings'], ['core.title']);
    const before = await ownerAgent();
    const read = await client.read();
    const res = await client.save({ ...read, title: 'Renamed', description: 'Not mine to change' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(CLIENT_AGENT_CHANGE_REFUSED_MESSAGE);
    expect(await ownerAgent()).toEqual(before);
  });

  it('refuses a credential sent by a client', async () => {
    const client = await clientWith(['/settings'], []);
    const read = await client.read();
    const res = await client.save({ ...read, whatsappToken: 'client-token' });
    expect(res.statusCode).toBe(403);
    expect((await ownerAgent()).whatsappToken).toBe(MASKED_AGENT_SECRET);
  });

  it('lets every setting through when none are chosen, but not what other tabs edit', async () => {
    const client = await clientWith(['/settings'], []);
    const read = await client.read();
    const saved = await client.save({ ...read, description: 'Fresh bread daily', vg_temperature: 0.4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ownerAgent()).toMatchObject({ description: 'Fresh bread daily', vg_temperature: 0.4 });

    const prompt = await client.save({ ...(await client.read()), vg_prompt: 'Sell more cakes.' });
    expect(prompt.statusCode).toBe(403);
    expect((await ownerAgent()).vg_prompt).not.toBe('Sell more cakes.');
  });

  it('keeps the Advanced settings from a client that hides them', async () => {
    const client = await clientWith(['/settings'], [], { hideAdvancedSettings: true });
    const read = await client.read();
    const refused = await client.save({ ...read, vg_maxTokens: 1234 });
    expect(refused.statusCode).toBe(403);
    const allowed = await client.save({ ...read, recordChatHistory: !read.recordChatHistory });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('saves the prompt from the Prompt tab and the flow from the Canvas, each only with its tab', async () => {
    const prompt = await clientWith(['/nodes'], ['core.title']);
    const read = await prompt.read();
    const saved = await prompt.save({ ...read, vg_prompt: 'Greet every visitor warmly.', enableNodes: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ownerAgent()).toMatchObject({ vg_prompt: 'Greet every visitor warmly.', enableNodes: true });
    expect((await prompt.save({ ...(await prompt.read()), title: 'Not from here' })).statusCode).toBe(403);

    const canvas = await clientWith(['/prompt'], []);
    const flow = await canvas.read();
    const note = { id: 'note-1', type: 'note', data: { text: 'Ask for the order number' }, position: { x: 40, y: 80 } };
    const drawn = await canvas.save({ ...flow, nodes: [...flow.nodes, note] });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect((await ownerAgent()).nodes).toHaveLength(flow.nodes.length + 1);
    expect((await canvas.save({ ...(await canvas.read()), vg_prompt: 'Changed' })).statusCode).toBe(403);
  });

  it('keeps the saved key when a member sends the agent with an empty one, as a client reads it', async () => {
    const res = await agency.client.post(`/api/na/v2/agents/${agentId}`, {
      ...(await ownerAgent()),
      SECRET_API_KEY: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agent.SECRET_API_KEY).toBe(savedKey);
  });

  it('is 404 for an agent that is not its own, and 403 without an editing tab', async () => {
    const client = await clientWith(['/settings'], []);
    const other = await client.save({ ...(await client.read()), title: 'Taken over' }, otherAgentId);
    expect(other.statusCode).toBe(404);

    const viewer = await clientWith(['/convos'], []);
    const res = await viewer.save({ ...(await viewer.read()), title: 'Renamed' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(CLIENT_TAB_REFUSED_MESSAGE);
  });
});
