import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { LRUCache } from 'lru-cache';
import { sha256 } from '../crypto.js';
import type { GuardedFetch } from '../egress/guarded-fetch.js';
import { type LlmConnection, llmBaseUrl } from './connection.js';

/**
 * Models already made, per fetch and per connection and model id. A model holds no state of a
 * call, but making one builds its response schemas, which then compile at their first use: a
 * few milliseconds that each answer would otherwise pay again. A changed key or address is a
 * different entry; the key itself is kept only inside the model, as it is while one answers.
 */
const made = new WeakMap<GuardedFetch, LRUCache<string, LanguageModel>>();
const MODELS_PER_FETCH = 1000;

/**
 * An AI SDK language model on a connection, calling out only through `fetch` (the guarded one).
 * Both providers speak chat completions: `openai('m')` would call the Responses API, which
 * OpenAI-compatible servers lack.
 */
export function createLanguageModel(connection: LlmConnection, modelId: string, fetch: GuardedFetch): LanguageModel {
  const baseURL = llmBaseUrl(connection);
  const apiKey = connection.apiKey ?? undefined;
  const models = made.get(fetch) ?? new LRUCache<string, LanguageModel>({ max: MODELS_PER_FETCH });
  made.set(fetch, models);
  const key = JSON.stringify([connection.provider, baseURL, apiKey === undefined ? null : sha256(apiKey), modelId]);
  const known = models.get(key);
  if (known) return known;
  const model =
    connection.provider === 'openai'
      ? createOpenAI({ baseURL, apiKey, fetch }).chat(modelId)
      : createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey, fetch, includeUsage: true }).chatModel(
          modelId,
        );
  models.set(key, model);
  return model;
}
