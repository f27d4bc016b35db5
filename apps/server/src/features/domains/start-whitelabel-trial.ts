import { WHITELABEL_TRIAL_DAYS, WHITELABEL_TRIAL_USED_MESSAGE, type WhitelabelState } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { getWhitelabelState } from './get-whitelabel-state.js';
import { whitelabelTrials } from './schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the workspace's one 14-day whitelabel trial (spec 001 §6, §9). */
export async function startWhitelabelTrial(db: Db, workspace: { uid: string }): Promise<WhitelabelState> {
  const startedAt = new Date();
  const started = await db
    .insert(whitelabelTrials)
    .values({
      workspaceUid: workspace.uid,
      startedAt,
      endsAt: new Date(startedAt.getTime() + WHITELABEL_TRIAL_DAYS * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (started.length === 0) throw new AppError('LIMIT_REACHED', WHITELABEL_TRIAL_USED_MESSAGE);
  return getWhitelabelState(db, workspace);
}
