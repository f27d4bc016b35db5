import type { WhitelabelState } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { hasWhitelabelEntitlement } from './has-whitelabel-entitlement.js';
import { whitelabelTrials } from './schema.js';

export async function getWhitelabelState(db: Db, workspace: { uid: string }): Promise<WhitelabelState> {
  const [trial] = await db.select().from(whitelabelTrials).where(eq(whitelabelTrials.workspaceUid, workspace.uid));
  return {
    entitled: await hasWhitelabelEntitlement(db, workspace),
    trial: trial ? { startedAt: trial.startedAt.toISOString(), endsAt: trial.endsAt.toISOString() } : null,
    canStartTrial: !trial,
  };
}
