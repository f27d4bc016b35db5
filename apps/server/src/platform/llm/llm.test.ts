import { generateText, stepCountIs, streamText, tool } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeOpenAI, startFakeOpenAI } from '../../../test/fakes/openai-server.js';
import { loadConfig } from '../../config.js';
import { EgressError } from '../egress/guard.js';
import { createGuardedFetch } from '../egress/guarded-fetch.js';
import { createServerLlm, type LlmConnection } from './connection.js';
import { createServerEmbedder, EmbeddingFailure } from './embedder.js';
import { createLanguageModel } from './language-model.js';
import { LlmProviderError, listModels } from './list-models.js';

let fake: FakeOpenAI;
let guardedFetch: typeof fetch;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-1234', tokenDelayMs: 2 });
  guardedFetch = createGuardedFetch({ allow: [fake.hostPort] });
});
afterAll(() => fake.close());

const connections: [string, () => LlmConnection][] = [
  ['an OpenAI-compatible server', () => ({ provider: 'openai-compatible', baseURL: fake.url, apiKey: 'sk-test-1234' })],
  [
    'OpenAI (chat completions) at another base URL',
    () => ({ provider: 'openai', baseURL: fake.url, apiKey: 'sk-test-1234' }),
  ],
];

describe.each(connections)('a language model on %s', (_name, connection) => {
  it('streams an answer token by token, with usage', async () => {
    const result = streamText({
      model: createLanguageModel(connection(), 'fake-small', guardedFetch),
      prompt: 'Say hello',
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.join('')).toBe('Hello from the test model. You said: Say hello');
    expect(deltas.length).toBeGreaterThan(5);
    const usage = await result.totalUsage;
    expect(usage.outputTokens).toBe(deltas.length);
    expect(usage.inputTokens).toBeGreaterThan(0);

    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test-1234' });
    expect(sent?.body).toMatchObject({ model: 'fake-small', stream: true, stream_options: { include_usage: true } });
  });

  it('calls a tool and answers with its result', async () => {
    const calls: unknown[] = [];
    const result = streamText({
      model: createLanguageModel(connection(), 'fake-large', guardedFetch),
      prompt: 'Please use the get_weather tool with {"city":"Paris"}',
      tools: {
        get_weather: tool({
          description: 'The weather in a city',
          inputSchema: z.object({ city: z.string() }),
          execute: async (input) => {
            calls.push(input);
            return { city: input.city, sky: 'sunny' };
          },
        }),
      },
      stopWhen: stepCountIs(3),
    });
    let text = '';
    for await (const delta of result.textStream) text += delta;
    expect(calls).toEqual([{ city: 'Paris' }]);
    expect(text).toBe('The tool answered: {"city":"Paris","sky":"sunny"}');
    expect((await result.steps).map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    // The second request carried the tool's result back to the model.
    const messages = fake.requests.at(-1)?.body?.messages ?? [];
    expect(messages.at(-1)).toMatchObject({ role: 'tool', content: '{"city":"Paris","sky":"sunny"}' });
  });

  it('answers without streaming too', async () => {
    const { text, usage } = await generateText({
      model: createLanguageModel(connection(), 'fake-small', guardedFetch),
      prompt: 'Hi there',
    });
    expect(text).toBe('Hello from the test model. You said: Hi there');
    expect(usage.outputTokens).toBe(9);
    expect(fake.requests.at(-1)?.body?.stream).toBeFalsy();
  });
});

describe('listModels', () => {
  it("lists the server's models", async () => {
    const models = await listModels(
      { provider: 'openai-compatible', baseURL: `${fake.url}/`, apiKey: 'sk-test-1234' },
      guardedFetch,
    );
    expect(models).toEqual([
      { id: 'fake-large', ownedBy: 'fake-lab' },
      { id: 'fake-small', ownedBy: 'fake-lab' },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models' });
  });

  it('says when the key is refused', async () => {
    const error = await listModels({ provider: 'openai', baseURL: fake.url, apiKey: 'wrong' }, guardedFetch).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(LlmProviderError);
    expect(error.reason).toBe('unauthorized');
  });

  it('does not reach a private address that is not allowlisted', async () => {
    const strict = createGuardedFetch({ allow: [] });
    const error = await listModels({ provider: 'openai-compatible', baseURL: fake.url, apiKey: null }, strict).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(EgressError);
    expect(error.reason).toBe('blocked');
  });
});

describe('the server-wide language model from config', () => {
  it('reaches the address the operator configured, and only that one', async () => {
    const config = loadConfig({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'sk-test-1234' });
    const server = createServerLlm(config);
    expect(server?.connection).toEqual({ provider: 'openai-compatible', baseURL: fake.url, apiKey: 'sk-test-1234' });
    if (!server) return;
    expect(await listModels(server.connection, server.fetch)).toHaveLength(2);
    const { text } = await generateText({
      model: createLanguageModel(server.connection, 'fake-small', server.fetch),
      prompt: 'Hello',
    });
    expect(text).toBe('Hello from the test model. You said: Hello');
    const elsewhere = await server.fetch('http://127.0.0.1:1/').catch((e) => e);
    expect(elsewhere.reason).toBe('blocked');
  });

  it('is absent without configuration, and refuses an incomplete one', () => {
    expect(createServerLlm(loadConfig({}))).toBeUndefined();
    expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible' })).toThrow(/LLM_BASE_URL is required/);
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(/LLM_API_KEY is required/);
    expect(loadConfig({ LLM_API_KEY: 'sk-x' }).llm).toEqual({ provider: 'openai', baseURL: null, apiKey: 'sk-x' });
  });

  it('embeds with EMBEDDING_MODEL on its own connection, or on the LLM one, and refuses one without any', () => {
    expect(loadConfig({}).embedding).toBeUndefined();
    expect(loadConfig({ LLM_API_KEY: 'sk-x' }).embedding).toBeUndefined();
    expect(loadConfig({ EMBEDDING_MODEL: 'text-embedding-3-small', LLM_API_KEY: 'sk-x' }).embedding).toEqual({
      modelId: 'text-embedding-3-small',
      provider: 'openai',
      baseURL: null,
      apiKey: 'sk-x',
    });
    const own = loadConfig({
      EMBEDDING_MODEL: 'nomic-embed-text',
      EMBEDDING_BASE_URL: 'http://localhost:11434/v1',
      LLM_API_KEY: 'sk-x',
    }).embedding;
    expect(own).toEqual({
      modelId: 'nomic-embed-text',
      provider: 'openai-compatible',
      baseURL: 'http://localhost:11434/v1',
      apiKey: null,
    });
    expect(() => loadConfig({ EMBEDDING_MODEL: 'm' })).toThrow(/EMBEDDING_MODEL needs a connection/);
    expect(() => loadConfig({ EMBEDDING_PROVIDER: 'openai' })).toThrow(/EMBEDDING_API_KEY is required/);
  });

  it("asks OpenAI for the knowledge base's 1536 dimensions, and refuses vectors of any other size", async () => {
    const small = await startFakeOpenAI({ apiKey: 'k', embeddingDimensions: 768 });
    try {
      const config = { EMBEDDING_MODEL: 'embed', EMBEDDING_API_KEY: 'k', EMBEDDING_BASE_URL: small.url };
      const openai = createServerEmbedder(loadConfig({ ...config, EMBEDDING_PROVIDER: 'openai' }));
      expect(await openai?.embed('lantern')).toHaveLength(1536);
      expect(small.requests.at(-1)?.body).toMatchObject({ model: 'embed', dimensions: 1536 });

      const compatible = createServerEmbedder(loadConfig({ ...config, EMBEDDING_PROVIDER: 'openai-compatible' }));
      const refused = await compatible?.embedMany(['lantern']).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(EmbeddingFailure);
      expect((refused as Error).message).toBe(
        'The embedding model embed gives vectors of 768 dimensions; the knowledge base stores 1536.',
      );
    } finally {
      await small.close();
    }
  });
});
