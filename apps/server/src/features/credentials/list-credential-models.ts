import type { LlmModel } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import type { GuardedFetch } from '../../platform/egress/guarded-fetch.js';
import { AppError } from '../../platform/errors.js';
import { LlmProviderError, listModels } from '../../platform/llm/list-models.js';
import { describeLlmFailure } from './describe-llm-failure.js';
import { credentialConnection, findCredential } from './find-credential.js';
import { CONNECTION_TEST_TIMEOUT_MS } from './test-credential.js';

/** The models a saved provider offers; an empty list for a server that lists none (its model is typed by hand). */
export async function listCredentialModels(
  regions: Regions,
  box: SecretBox,
  fetch: GuardedFetch,
  access: WorkspaceAccess,
  credentialId: string,
): Promise<LlmModel[]> {
  const connection = credentialConnection(box, await findCredential(regions, access, credentialId));
  const signal = AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS);
  try {
    return await listModels(connection, fetch, signal);
  } catch (error) {
    if (error instanceof LlmProviderError && error.reason === 'no-models-endpoint') return [];
    throw new AppError('LLM_PROVIDER_FAILED', describeLlmFailure(error, signal.aborted));
  }
}
