import {
  AGENT_SECRET_FIELDS,
  type Agent,
  type AgentSecretField,
  agentSecretAt,
  MASKED_AGENT_SECRET,
  withAgentSecret,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { type Handler, startLocalServer } from '../../../test/local-http-server.js';
import { agents, agentVersions, tools } from '../../platform/db/schema/index.js';
import { openAgentSecret } from './open-agent-secret.js';
import { sealLegacyAgentSecrets } from './seal-legacy-agent-secrets.js';

/** A distinct value per agent secret field, so that any leak names the field it came from. */
const agentSecret = (field: AgentSecretField, tag = 'saved') => `${tag}-${field}-value-7f3a9c`;
const TOOL_SECRET = 'tool-url-secret-value-5e1d';
const HEADER_SECRET = 'tool-header-api-key-value-4b2c';
const BODY_SECRET = 'tool-body-password-value-8a6e';

let app: FastifyInstance;
let toolServer: Awaited<ReturnType<typeof startLocalServer>>;
const received: { headers: Parameters<Handler>[0]['headers']; body: string }[] = [];
beforeAll(async () => {
  toolServer = await startLocalServer((req, res, body) => {
    received.push({ headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  });
  app = await createTestApp({ EGRESS_ALLOW: `127.0.0.1:${toolServer.port}` });
});
afterAll(async () => {
  await app.close();
  toolServer.server.close();
});

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;

const withEverySecret = <T extends object>(agent: T, tag?: string): T =>
  AGENT_SECRET_FIELDS.reduce((doc, field) => withAgentSecret(doc, field, agentSecret(field, tag)), agent);

const everySecretValue = (tag?: string) => [
  ...AGENT_SECRET_FIELDS.map((field) => agentSecret(field, tag)),
  TOOL_SECRET,
  HEADER_SECRET,
  BODY_SECRET,
];

function expectNoSecret(text: string, tag?: string) {
  for (const secret of everySecretValue(tag)) expect(text).not.toContain(secret);
}

async function rawRows(agentId: string) {
  const db = app.regions.db('na');
  const [agent] = await db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, agentId));
  const versions = await db
    .select({ doc: agentVersions.doc })
    .from(agentVersions)
    .where(eq(agentVersions.agentId, agentId));
  if (!agent) throw new Error('agent row missing');
  return { doc: agent.doc, versions: versions.map((row) => row.doc) };
}

async function agentWithSecretsAndTool(owner: Owner) {
  const uid = owner.workspace.uid;
  const created = await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Keeper' });
  const agentId = created.json().agentCreated.ID as string;
  const tool = await owner.client.post(`/api/na/workspaces/${uid}/tools`, {
    name: 'book_table',
    serverUrl: `http://127.0.0.1:${toolServer.port}/book`,
    serverUrlSecret: TOOL_SECRET,
    fields: [
      { in: 'header', key: 'X-Api-Key', type: 'string', value: HEADER_SECRET, secret: true },
      { in: 'body', key: 'password', type: 'string', value: BODY_SECRET, secret: true },
      { in: 'body', key: 'guests', type: 'number', required: true },
    ],
  });
  expect(tool.statusCode).toBe(201);
  const loaded = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json().agent as Agent;
  const saved = await owner.client.post(`/api/na/v2/agents/${agentId}`, {
    ...withEverySecret(loaded),
    assignedToolsIds: [tool.json().id],
  });
  expect(saved.statusCode).toBe(200);
  return { agentId, toolId: tool.json().id as string, toolCreated: tool.body, saved: saved.body };
}

describe('agent and tool secrets', () => {
  it('are answered masked by every agents and tools call, and stored only sealed', async () => {
    const owner = await signUpWithWorkspace(app);
    const uid = owner.workspace.uid;
    const { agentId, toolId, toolCreated, saved } = await agentWithSecretsAndTool(owner);
    const agentBase = `/api/na/v2/agents/${agentId}`;

    const got = await owner.client.get(agentBase);
    for (const field of AGENT_SECRET_FIELDS) expect(agentSecretAt(got.json().agent, field)).toBe(MASKED_AGENT_SECRET);
    const versions = await owner.client.get(`${agentBase}/versions`);
    const version = await owner.client.get(`${agentBase}/versions/${versions.json().versions[0].id}`);
    const exported = await owner.client.get(`${agentBase}/export`);
    for (const field of AGENT_SECRET_FIELDS)
      expect(agentSecretAt(exported.json().agentTemplate, field)).toBeUndefined();
    const toolList = await owner.client.get(`/api/na/workspaces/${uid}/tools`);
    const tool = await owner.client.get(`/api/na/workspaces/${uid}/tools/${toolId}`);
    expect(tool.json().fields.filter((field: { secret: boolean }) => field.secret)).toEqual([
      expect.objectContaining({ key: 'X-Api-Key', value: MASKED_AGENT_SECRET }),
      expect.objectContaining({ key: 'password', value: MASKED_AGENT_SECRET }),
    ]);
    const answers = [
      saved,
      toolCreated,
      got.body,
      (await owner.client.get(`/api/na/workspaces/${uid}/agents`)).body,
      versions.body,
      version.body,
      exported.body,
      toolList.body,
      tool.body,
    ];
    for (const answer of answers) expectNoSecret(answer);

    const raw = await rawRows(agentId);
    const [toolRow] = await app.regions.db('na').select().from(tools).where(eq(tools.id, toolId));
    expectNoSecret(JSON.stringify({ ...raw, toolRow }));
    for (const field of AGENT_SECRET_FIELDS) {
      expect(openAgentSecret(app.secretBox, raw.doc, field)).toBe(agentSecret(field));
      for (const snapshot of raw.versions) expect(agentSecretAt(snapshot, field)).toBeUndefined();
    }
  });

  it('are kept by a save of the loaded document and by a restore, replaced when typed, removed when emptied', async () => {
    const owner = await signUpWithWorkspace(app);
    const { agentId } = await agentWithSecretsAndTool(owner);
    const agentBase = `/api/na/v2/agents/${agentId}`;
    const opened = async () => {
      const { doc } = await rawRows(agentId);
      return AGENT_SECRET_FIELDS.map((field) => openAgentSecret(app.secretBox, doc, field));
    };

    const loaded = (await owner.client.get(agentBase)).json().agent as Agent;
    expect((await owner.client.post(agentBase, { ...loaded, title: 'Renamed' })).statusCode).toBe(200);
    expect(await opened()).toEqual(AGENT_SECRET_FIELDS.map((field) => agentSecret(field)));

    const oldest = (await owner.client.get(`${agentBase}/versions`)).json().versions.at(-1);
    const replaced = await owner.client.post(agentBase, withEverySecret(loaded, 'new'));
    expectNoSecret(replaced.body, 'new');
    expect(await opened()).toEqual(AGENT_SECRET_FIELDS.map((field) => agentSecret(field, 'new')));

    const restored = await owner.client.post(`${agentBase}/versions/${oldest.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expectNoSecret(restored.body, 'new');
    expect(await opened()).toEqual(AGENT_SECRET_FIELDS.map((field) => agentSecret(field, 'new')));

    const emptied = AGENT_SECRET_FIELDS.reduce((doc, field) => withAgentSecret(doc, field, ''), loaded);
    expect((await owner.client.post(agentBase, emptied)).statusCode).toBe(200);
    expect(await opened()).toEqual(AGENT_SECRET_FIELDS.map(() => undefined));
  });

  it('reach the tool server as they were typed, also after the tool is saved back with its masked fields', async () => {
    const owner = await signUpWithWorkspace(app);
    const uid = owner.workspace.uid;
    const { toolId } = await agentWithSecretsAndTool(owner);
    const toolBase = `/api/na/workspaces/${uid}/tools/${toolId}`;
    const loaded = (await owner.client.get(toolBase)).json();
    const patched = await owner.client.request({
      method: 'PATCH',
      url: toolBase,
      payload: { fields: loaded.fields, description: 'Books a table.' },
    });
    expect(patched.statusCode).toBe(200);
    expectNoSecret(patched.body);

    const tested = await owner.client.post(`${toolBase}/test`, { arguments: { guests: 4 } });
    expect(tested.json().ok).toBe(true);
    expectNoSecret(tested.body);
    const call = received.at(-1);
    expect(call?.headers['x-tool-secret']).toBe(TOOL_SECRET);
    expect(call?.headers['x-api-key']).toBe(HEADER_SECRET);
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ password: BODY_SECRET, guests: 4 });
  });

  it('refuses a masked tool field value that has no saved secret behind it', async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/tools`, {
      name: 'lookup',
      serverUrl: `http://127.0.0.1:${toolServer.port}/lookup`,
      fields: [{ in: 'header', key: 'X-Api-Key', type: 'string', value: MASKED_AGENT_SECRET, secret: true }],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe('Please type the secret value of "X-Api-Key" again.');
  });

  it('written in plain text before they were sealed are sealed at start-up, once', async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Old' });
    const agentId = created.json().agentCreated.ID as string;
    const db = app.regions.db('na');
    const { doc } = await rawRows(agentId);
    const legacy = withEverySecret(doc, 'legacy');
    await db.update(agents).set({ doc: legacy }).where(eq(agents.id, agentId));
    await db.insert(agentVersions).values({ agentId, title: 'Old', lastModified: doc.lastModified, doc: legacy });

    await sealLegacyAgentSecrets(app.regions, app.secretBox);
    const upgraded = await rawRows(agentId);
    expectNoSecret(JSON.stringify(upgraded), 'legacy');
    for (const field of AGENT_SECRET_FIELDS) {
      expect(openAgentSecret(app.secretBox, upgraded.doc, field)).toBe(agentSecret(field, 'legacy'));
    }
    await sealLegacyAgentSecrets(app.regions, app.secretBox);
    expect(await rawRows(agentId)).toEqual(upgraded);
  });
});
