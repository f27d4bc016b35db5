import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { GuardedFetch } from '../egress/guarded-fetch.js';
import { type LlmConnection, llmBaseUrl } from './connection.js';

/**
 * An AI SDK language model on a connection, calling out only through `fetch` (the guarded one).
 * Both providers speak chat completions: `openai('m')` would call the Responses API, which
 * OpenAI-compatible servers lack.
 */
export function createLanguageModel(connection: LlmConnection, modelId: string, fetch: GuardedFetch) {
  const baseURL = llmBaseUrl(connection);
  const apiKey = connection.apiKey ?? undefined;
  if (connection.provider === 'openai') {
    return createOpenAI({ baseURL, apiKey, fetch }).chat(modelId) satisfies LanguageModel;
  }
  return createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey, fetch, includeUsage: true }).chatModel(
    modelId,
  ) satisfies LanguageModel;
}
