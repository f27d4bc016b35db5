import type { LlmModel } from '@agent-platform/core';
import { z } from 'zod';
import type { GuardedFetch } from '../egress/guarded-fetch.js';
import { type LlmConnection, llmBaseUrl } from './connection.js';

/** The provider answered, but not with what we asked for. Network failures and refusals are `EgressError`s. */
export class LlmProviderError extends Error {
  constructor(
    readonly reason: 'unauthorized' | 'no-models-endpoint' | 'http' | 'bad-answer',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmProviderError';
  }
}

// OpenAI's GET /models; compatible servers add fields of their own, which are ignored.
const ZModelsAnswer = z.object({
  data: z.array(z.object({ id: z.string(), owned_by: z.string().nullish() })),
});

/** The models the provider offers, from GET {baseURL}/models, sorted by id. */
export async function listModels(
  connection: LlmConnection,
  fetch: GuardedFetch,
  signal?: AbortSignal,
): Promise<LlmModel[]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (connection.apiKey) headers.authorization = `Bearer ${connection.apiKey}`;
  const response = await fetch(`${llmBaseUrl(connection)}/models`, { headers, signal });
  const text = await response.text();
  if (!response.ok) throw httpError(response.status, response.statusText, text);
  let parsed: z.infer<typeof ZModelsAnswer>;
  try {
    parsed = ZModelsAnswer.parse(JSON.parse(text));
  } catch {
    throw new LlmProviderError('bad-answer', 'The server answered, but not with a list of models.');
  }
  return parsed.data
    .map((model) => ({ id: model.id, ownedBy: model.owned_by ?? null }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

function httpError(status: number, statusText: string, body: string): LlmProviderError {
  if (status === 401 || status === 403) {
    return new LlmProviderError('unauthorized', 'The server refused the API key.', status);
  }
  if (status === 404 || status === 405) {
    return new LlmProviderError('no-models-endpoint', 'The server has no list of models.', status);
  }
  const detail = providerMessage(body);
  return new LlmProviderError(
    'http',
    `The server answered ${status} ${statusText}`.trim() + (detail ? `: ${detail}` : '.'),
    status,
  );
}

/** The message in an OpenAI-style error body, shortened. */
function providerMessage(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' && message ? message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
