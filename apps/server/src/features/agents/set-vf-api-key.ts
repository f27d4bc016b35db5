import type { VfApiKeyStatus } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findWorkspaceAgent } from './find-workspace-agent.js';
import { vfApiKeyStatus } from './vf-api-key-status.js';

/** Saves (or replaces) a `vf` agent's runtime API key, sealed with the server key; the answer never holds it. */
export async function setVfApiKey(
  regions: Regions,
  box: SecretBox,
  access: WorkspaceAccess,
  agentId: string,
  apiKey: string,
): Promise<VfApiKeyStatus> {
  const agent = await findWorkspaceAgent(regions, access, agentId);
  if (agent.doc.agentPlatform !== 'vf') {
    throw new AppError('VALIDATION_FAILED', 'Only agents on the flow-builder platform (vf) use a runtime API key.');
  }
  const sealed = box.seal(apiKey);
  await regions
    .db(access.region)
    .update(agents)
    .set({ vfApiKeyEncrypted: sealed })
    .where(and(eq(agents.id, agentId), eq(agents.workspaceUid, access.uid)));
  return vfApiKeyStatus(box, sealed);
}
