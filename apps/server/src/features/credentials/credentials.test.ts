import { ZConnectionTest, ZCredential } from '@agent-platform/core';
import { streamText } from 'ai';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { type FakeOpenAI, startFakeOpenAI } from '../../../test/fakes/openai-server.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import { workspaceLanguageModel } from './workspace-language-model.js';

const KEY = 'sk-fake-key-abcd1234';

let app: FastifyInstance;
let fake: FakeOpenAI;
let bare: FakeOpenAI;
/** An allowlisted address where nothing listens any more. */
let downUrl: string;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: KEY });
  // Like llama.cpp's server without a list of models, and without a key.
  bare = await startFakeOpenAI({ apiKey: null, modelsEndpoint: false });
  const down = await startFakeOpenAI();
  downUrl = down.url;
  await down.close();
  app = await createTestApp({ EGRESS_ALLOW: [fake, bare, down].map((f) => f.hostPort).join(',') });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await bare.close();
});

async function owner() {
  const signedUp = await signUpWithWorkspace(app);
  const base = `/api/na/workspaces/${signedUp.workspace.uid}/llm-credentials`;
  const { client } = signedUp;
  return {
    ...signedUp,
    base,
    create: (body: unknown) => client.post(base, body),
    list: async () => (await client.get(base)).json().credentials,
    patch: (id: string, body: unknown) =>
      client.request({ method: 'PATCH', url: `${base}/${id}`, payload: body as object }),
    remove: (id: string) => client.request({ method: 'DELETE', url: `${base}/${id}` }),
    test: (id: string, body: object = {}) => client.post(`${base}/${id}/test`, body),
    models: (id: string) => client.get(`${base}/${id}/models`),
  };
}

const compatible = (label = 'Local Ollama') => ({
  provider: 'openai-compatible',
  label,
  baseURL: fake.url,
  apiKey: KEY,
});

describe('LLM credentials', () => {
  it('creates, lists, updates and deletes a provider, and never answers with its key', async () => {
    const me = await owner();
    const bodies: string[] = [];

    const created = await me.create({ ...compatible(), baseURL: `${fake.url}/` });
    bodies.push(created.body);
    expect(created.statusCode).toBe(201);
    const credential = ZCredential.parse(created.json());
    expect(credential).toMatchObject({
      provider: 'openai-compatible',
      label: 'Local Ollama',
      baseURL: fake.url,
      apiKeyHint: '1234',
      hasApiKey: true,
    });
    expect(Object.keys(created.json())).not.toContain('apiKey');

    const listed = await me.client.get(me.base);
    bodies.push(listed.body);
    expect(listed.json().credentials).toEqual([credential]);

    // Omitted key: unchanged.
    const renamed = await me.patch(credential.id, { label: 'Studio box' });
    bodies.push(renamed.body);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ label: 'Studio box', apiKeyHint: '1234', hasApiKey: true });
    const tested = await me.test(credential.id);
    bodies.push(tested.body);
    expect(tested.json().ok).toBe(true);

    // A new key replaces it; null removes it.
    const rekeyed = await me.patch(credential.id, { apiKey: 'sk-another-key-9876' });
    expect(rekeyed.json()).toMatchObject({ apiKeyHint: '9876', hasApiKey: true });
    expect((await me.test(credential.id)).json()).toEqual({
      ok: false,
      error: 'The server refused the API key. Check the key and try again.',
    });
    const keyless = await me.patch(credential.id, { apiKey: null });
    expect(keyless.json()).toMatchObject({ apiKeyHint: null, hasApiKey: false });

    expect(bodies.join('\n')).not.toContain(KEY);
    // At rest the key is sealed, not stored as typed.
    await me.patch(credential.id, { apiKey: KEY });
    const [row] = await app.regions.db('na').select().from(llmCredentials).where(eq(llmCredentials.id, credential.id));
    expect(row?.apiKeyEncrypted).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(KEY);

    expect((await me.remove(credential.id)).statusCode).toBe(204);
    expect(await me.list()).toEqual([]);
    expect((await me.remove(credential.id)).statusCode).toBe(404);
  });

  it("tests the connection: the provider's models, through the allowlist", async () => {
    const me = await owner();
    const { id } = (await me.create(compatible())).json();
    const res = await me.test(id);
    expect(res.statusCode).toBe(200);
    expect(ZConnectionTest.parse(res.json())).toEqual({
      ok: true,
      models: [
        { id: 'fake-large', ownedBy: 'fake-lab' },
        { id: 'fake-small', ownedBy: 'fake-lab' },
      ],
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models', authorization: `Bearer ${KEY}` });
    expect((await me.models(id)).json().models.map((m: { id: string }) => m.id)).toEqual(['fake-large', 'fake-small']);
  });

  it('tests a server without a list of models with a one-token answer', async () => {
    const me = await owner();
    const { id } = (await me.create({ provider: 'openai-compatible', label: 'llama.cpp', baseURL: bare.url })).json();
    expect((await me.test(id, { model: 'qwen2.5' })).json()).toEqual({ ok: true, models: [] });
    expect(bare.requests.at(-1)?.body).toMatchObject({ model: 'qwen2.5', max_tokens: 1 });
    expect((await me.models(id)).json()).toEqual({ models: [] });
  });

  it.each([
    ['a private address', 'http://10.0.0.1/v1', /^Could not connect: Calls to 10\.0\.0\.1 .*not a public address\.$/],
    ['the cloud metadata address', 'http://169.254.169.254/v1', /^Could not connect: .*not a public address\.$/],
    ['loopback on a port not allowlisted', 'http://127.0.0.1:9/v1', /^Could not connect: .*not a public address\.$/],
  ])('refuses to connect to %s', async (_name, baseURL, message) => {
    const me = await owner();
    const { id } = (await me.create({ provider: 'openai-compatible', label: 'Sneaky', baseURL })).json();
    const res = await me.test(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(false);
    expect(res.json().error).toMatch(message);
    const models = await me.models(id);
    expect(models.statusCode).toBe(502);
    expect(models.json().error.message).toMatch(message);
  });

  it('says so when the server is down', async () => {
    const me = await owner();
    const { id } = (await me.create({ ...compatible(), baseURL: downUrl })).json();
    expect((await me.test(id)).json()).toEqual({
      ok: false,
      error: 'Could not connect: the server refused the connection. Check that it is running and the port is right.',
    });
  });

  it.each([
    ['no label', { provider: 'openai-compatible', baseURL: 'http://x.example/v1' }, /^Please enter a label\./],
    [
      'a compatible server without base URL',
      { provider: 'openai-compatible', label: 'L' },
      /Please enter the server's base URL\./,
    ],
    ['OpenAI without a key', { provider: 'openai', label: 'L' }, /Please enter your OpenAI API key\./],
    ['an unknown provider', { provider: 'anthropic', label: 'L', apiKey: 'k' }, /Please choose a provider\./],
    [
      'a base URL that is not http',
      { ...{ provider: 'openai-compatible', label: 'L' }, baseURL: 'ftp://x/v1' },
      /^Please enter a URL starting with http/,
    ],
    ['an unknown field', { provider: 'openai', label: 'L', apiKey: 'k', isAdmin: true }, /isAdmin/],
  ])('refuses %s with a 400', async (_name, body, message) => {
    const me = await owner();
    const res = await me.create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toMatch(message);
    expect(await me.list()).toEqual([]);
  });

  it('refuses an update that leaves the provider unusable, and a label already taken', async () => {
    const me = await owner();
    const { id } = (await me.create(compatible('One'))).json();
    await me.create(compatible('Two'));
    const cleared = await me.patch(id, { baseURL: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.message).toBe("Please enter the server's base URL.");
    const toOpenAiKeyless = await me.patch(id, { provider: 'openai', apiKey: null });
    expect(toOpenAiKeyless.json().error.message).toBe('Please enter your OpenAI API key.');
    const taken = await me.patch(id, { label: 'Two' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A provider with this label already exists. Please choose another label.');
    expect((await me.create(compatible('One'))).statusCode).toBe(409);
    expect((await me.list()).map((c: { label: string }) => c.label)).toEqual(['One', 'Two']);
  });

  it("answers 404 for another workspace's provider, even through one's own workspace", async () => {
    const a = await owner();
    const b = await owner();
    const { id } = (await b.create(compatible())).json();
    expect((await a.patch(id, { label: 'Mine now' })).statusCode).toBe(404);
    expect((await a.test(id)).statusCode).toBe(404);
    expect((await a.models(id)).statusCode).toBe(404);
    expect((await a.remove(id)).statusCode).toBe(404);
    expect((await b.list()).map((c: { label: string }) => c.label)).toEqual(['Local Ollama']);
  });

  it("streams an agent's answer through the workspace's provider", async () => {
    const me = await owner();
    const deps = { ...app, serverLlm: app.serverLlm };
    expect(await workspaceLanguageModel(deps, me.workspace, 'fake-small')).toBeUndefined();
    const { id } = (await me.create(compatible())).json();
    const resolved = await workspaceLanguageModel(deps, me.workspace, 'fake-small');
    expect(resolved?.source).toEqual({ kind: 'workspace', credentialId: id });
    if (!resolved) return;
    const deltas: string[] = [];
    for await (const delta of streamText({ model: resolved.model, prompt: 'Hi' }).textStream) deltas.push(delta);
    expect(deltas.join('')).toBe('Hello from the test model. You said: Hi');
    expect(deltas.length).toBeGreaterThan(3);
  });

  it('answers with the provider as it is now, right after it is changed or deleted', async () => {
    const me = await owner();
    const deps = { ...app, serverLlm: undefined };
    const { id } = (await me.create(compatible())).json();
    const answer = async () => {
      const resolved = await workspaceLanguageModel(deps, me.workspace, 'fake-small');
      if (!resolved) return undefined;
      return (await streamText({ model: resolved.model, prompt: 'Hi' }).text).length > 0;
    };
    expect(await answer()).toBe(true);
    // Pointed at another server: the next answer goes there, not to the one read before.
    const before = bare.requests.length;
    expect((await me.patch(id, { baseURL: bare.url, apiKey: null })).statusCode).toBe(200);
    expect(await answer()).toBe(true);
    expect(bare.requests.length).toBeGreaterThan(before);
    expect((await me.remove(id)).statusCode).toBe(204);
    expect(await answer()).toBeUndefined();
  });
});
