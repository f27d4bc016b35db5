import { DEFAULT_KB_DIMENSION } from '@agent-platform/core';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embed, embedMany } from 'ai';
import type { Config } from '../../config.js';
import { type LlmConnection, llmBaseUrl, operatorFetch } from './connection.js';

/** Turns texts into vectors of the knowledge base's dimension, with the server's embedding model. */
export interface Embedder {
  modelId: string;
  /** One vector per text, in order. Throws `EmbeddingFailure` when the model cannot give them. */
  embedMany(texts: string[]): Promise<number[][]>;
  embed(text: string): Promise<number[]>;
}

/** The embedding model failed or gave vectors the knowledge base cannot store; the message says which. */
export class EmbeddingFailure extends Error {}

/**
 * The embedding model from config (EMBEDDING_MODEL and its connection), or undefined: retrieval is
 * then full-text alone. Vectors are stored in a `vector(1536)` column (`vg_kbDefaultDimension`'s
 * default), so OpenAI models are asked for that many dimensions, and a compatible server's model
 * must give them itself.
 */
export function createServerEmbedder(config: Config): Embedder | undefined {
  if (!config.embedding) return undefined;
  const { modelId, ...connection } = config.embedding;
  const model = embeddingModel(connection, modelId, operatorFetch(config, connection));
  const providerOptions = { openai: { dimensions: DEFAULT_KB_DIMENSION } };
  const checked = (vector: number[]) => {
    if (vector.length !== DEFAULT_KB_DIMENSION) {
      throw new EmbeddingFailure(
        `The embedding model ${modelId} gives vectors of ${vector.length} dimensions; the knowledge base stores ${DEFAULT_KB_DIMENSION}.`,
      );
    }
    return vector;
  };
  const failure = (error: unknown) =>
    error instanceof EmbeddingFailure
      ? error
      : new EmbeddingFailure(
          `The embedding model ${modelId} failed: ${error instanceof Error ? error.message : error}`,
        );
  return {
    modelId,
    async embedMany(texts) {
      try {
        const { embeddings } = await embedMany({ model, values: texts, providerOptions, maxParallelCalls: 2 });
        return embeddings.map(checked);
      } catch (error) {
        throw failure(error);
      }
    },
    async embed(text) {
      try {
        // A visitor waits on this one: one retry, then the answer goes on with full text alone.
        const { embedding } = await embed({ model, value: text, providerOptions, maxRetries: 1 });
        return checked(embedding);
      } catch (error) {
        throw failure(error);
      }
    },
  };
}

function embeddingModel(connection: LlmConnection, modelId: string, fetch: ReturnType<typeof operatorFetch>) {
  const baseURL = llmBaseUrl(connection);
  const apiKey = connection.apiKey ?? undefined;
  if (connection.provider === 'openai') return createOpenAI({ baseURL, apiKey, fetch }).embedding(modelId);
  return createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey, fetch }).embeddingModel(modelId);
}
