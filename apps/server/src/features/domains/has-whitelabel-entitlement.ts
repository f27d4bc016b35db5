import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { whitelabelTrials } from './schema.js';

/**
 * Whether a workspace may use white-label features such as a custom domain (spec 001 §6): today an
 * active 14-day trial. The paid Whitelabel Addon joins here when billing sells it.
 */
export async function hasWhitelabelEntitlement(db: Db, workspace: { uid: string }, now = new Date()): Promise<boolean> {
  const [trial] = await db.select().from(whitelabelTrials).where(eq(whitelabelTrials.workspaceUid, workspace.uid));
  return trial !== undefined && trial.endsAt > now;
}
