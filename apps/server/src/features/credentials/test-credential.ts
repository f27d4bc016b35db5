import type { ConnectionTest } from '@agent-platform/core';
import { generateText } from 'ai';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import type { GuardedFetch } from '../../platform/egress/guarded-fetch.js';
import type { LlmConnection } from '../../platform/llm/connection.js';
import { createLanguageModel } from '../../platform/llm/language-model.js';
import { LlmProviderError, listModels } from '../../platform/llm/list-models.js';
import { describeLlmFailure } from './describe-llm-failure.js';
import { credentialConnection, findCredential } from './find-credential.js';

/** A person is waiting on the button; a provider slower than this to list its models is as good as down. */
export const CONNECTION_TEST_TIMEOUT_MS = 15_000;

/** Used for the one-token check of a server that lists no models, when the caller names none. */
const PROBE_MODEL = { openai: 'gpt-4o-mini', 'openai-compatible': 'default' } as const;

/**
 * "Test connection": the provider's list of models proves the address and the key. A server
 * without that list is asked for a one-token answer instead.
 */
export async function testCredential(
  regions: Regions,
  box: SecretBox,
  fetch: GuardedFetch,
  access: WorkspaceAccess,
  credentialId: string,
  model?: string,
): Promise<ConnectionTest> {
  const connection = credentialConnection(box, await findCredential(regions, access, credentialId));
  const signal = AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS);
  try {
    return { ok: true, models: await listModels(connection, fetch, signal) };
  } catch (error) {
    if (!(error instanceof LlmProviderError && error.reason === 'no-models-endpoint')) {
      return { ok: false, error: describeLlmFailure(error, signal.aborted) };
    }
  }
  return probeWithOneToken(connection, fetch, model ?? PROBE_MODEL[connection.provider], signal);
}

async function probeWithOneToken(
  connection: LlmConnection,
  fetch: GuardedFetch,
  modelId: string,
  signal: AbortSignal,
): Promise<ConnectionTest> {
  try {
    await generateText({
      model: createLanguageModel(connection, modelId, fetch),
      prompt: 'Say OK.',
      maxOutputTokens: 1,
      maxRetries: 0,
      abortSignal: signal,
    });
    return { ok: true, models: [] };
  } catch (error) {
    return { ok: false, error: describeLlmFailure(error, signal.aborted) };
  }
}
