import { type Agent, ZVfApiKeyStatus } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { FAKE_VF_GREETING, type FakeVoiceflow, startFakeVoiceflow } from '../../../test/fakes/voiceflow-server.js';
import { agents } from '../../platform/db/schema/index.js';

const KEY = 'VF.DM.65f0c0ffee.9a8b7c6d5e4f';

let app: FastifyInstance;
let fake: FakeVoiceflow;
beforeAll(async () => {
  fake = await startFakeVoiceflow({ apiKey: KEY });
  app = await createTestApp({ EGRESS_ALLOW: fake.hostPort });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function ownerWithAgent(agentPlatform: 'vf' | 'vg' = 'vf') {
  const owner = await signUpWithWorkspace(app);
  const uid = owner.workspace.uid;
  const created = await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Flow bot', agentPlatform });
  const agentId = created.json().agentCreated.ID as string;
  const keyUrl = `/api/na/workspaces/${uid}/agents/${agentId}/vf-api-key`;
  return {
    ...owner,
    uid,
    agentId,
    keyUrl,
    putKey: (payload: unknown) => owner.client.request({ method: 'PUT', url: keyUrl, payload: payload as object }),
    readAgent: async () => (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json().agent as Agent,
  };
}

const storedRow = async (agentId: string) =>
  (await app.regions.db('na').select().from(agents).where(eq(agents.id, agentId)))[0]!;

describe("a vf agent's runtime API key", () => {
  it('is saved sealed, shown only as a hint, replaced and removed, and never answered', async () => {
    const owner = await ownerWithAgent();
    const bodies: string[] = [];
    const status = async () => {
      const res = await owner.client.get(owner.keyUrl);
      bodies.push(res.body);
      return ZVfApiKeyStatus.parse(res.json());
    };
    expect(await status()).toEqual({ hasApiKey: false, apiKeyHint: null });

    const saved = await owner.putKey({ apiKey: `  ${KEY} ` });
    bodies.push(saved.body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ hasApiKey: true, apiKeyHint: KEY.slice(-4) });
    expect(await status()).toEqual({ hasApiKey: true, apiKeyHint: KEY.slice(-4) });

    const agentRes = await owner.client.get(`/api/na/v2/agents/${owner.agentId}`);
    bodies.push(agentRes.body);
    bodies.push((await owner.client.get(`/api/na/v2/agents/${owner.agentId}/export`)).body);
    bodies.push((await owner.client.get(`/api/na/workspaces/${owner.uid}/agents`)).body);
    expect(bodies.join('\n')).not.toContain(KEY);

    const row = await storedRow(owner.agentId);
    expect(row.vfApiKeyEncrypted).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(KEY);
    expect(app.secretBox.open(row.vfApiKeyEncrypted!)).toBe(KEY);

    // A short key gets no hint.
    expect((await owner.putKey({ apiKey: 'short-key' })).json()).toEqual({ hasApiKey: true, apiKeyHint: null });

    expect((await owner.client.request({ method: 'DELETE', url: owner.keyUrl })).statusCode).toBe(204);
    expect(await status()).toEqual({ hasApiKey: false, apiKeyHint: null });
    expect((await storedRow(owner.agentId)).vfApiKeyEncrypted).toBeNull();
  });

  it('says what is wrong with a key that cannot be saved', async () => {
    const owner = await ownerWithAgent();
    const empty = await owner.putKey({ apiKey: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please enter the API key.');
    expect((await owner.putKey({})).json().error.message).toBe('Please enter the API key.');

    const ownPlatform = await ownerWithAgent('vg');
    const refused = await ownPlatform.putKey({ apiKey: KEY });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Only agents on the flow-builder platform (vf) use a runtime API key.');
  });

  it("answers 404 for another workspace's agent, and for an agent under another workspace's path", async () => {
    const a = await ownerWithAgent();
    const b = await ownerWithAgent();
    await b.putKey({ apiKey: KEY });
    const bRowBefore = await storedRow(b.agentId);

    for (const url of [b.keyUrl, `/api/na/workspaces/${a.uid}/agents/${b.agentId}/vf-api-key`]) {
      expect((await a.client.get(url)).statusCode).toBe(404);
      const put = await a.client.request({ method: 'PUT', url, payload: { apiKey: 'VF.DM.intruder-key-0000' } });
      expect(put.statusCode).toBe(404);
      expect(put.json().error.message).toMatch(/not found/);
      expect((await a.client.request({ method: 'DELETE', url })).statusCode).toBe(404);
    }
    expect((await storedRow(b.agentId)).vfApiKeyEncrypted).toBe(bRowBefore.vfApiKeyEncrypted);
  });

  it("saves the runtime settings with the agent, and the engine's turn reaches that runtime with the key", async () => {
    const owner = await ownerWithAgent();
    await owner.putKey({ apiKey: KEY });
    const agent = await owner.readAgent();

    const invalid = await owner.client.post(`/api/na/v2/agents/${owner.agentId}`, {
      ...agent,
      vfSettings: { runtimeUrl: 'ftp://runtime.example.com' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain('Please enter a URL starting with http:// or https://.');

    const saved = await owner.client.post(`/api/na/v2/agents/${owner.agentId}`, {
      ...agent,
      vfSettings: { enableIgnoreUrlPaths: true, runtimeUrl: fake.url, versionID: 'development' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().agent.vfSettings).toEqual({
      enableIgnoreUrlPaths: true,
      runtimeUrl: fake.url,
      versionID: 'development',
    });

    // A visitor opening a chat: the engine launches the flow from the stored settings with the opened key.
    const opened = await app.inject({ method: 'POST', url: `/api/na/public/agents/${owner.agentId}/conversations` });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().messages[0].content).toBe(FAKE_VF_GREETING);
    expect(fake.requests.at(-1)).toMatchObject({
      userID: opened.json().conversationId,
      versionID: 'development',
      authorization: KEY,
    });
  });
});
