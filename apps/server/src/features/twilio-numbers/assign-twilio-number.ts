import type { TwilioNumber } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { agentNotFound } from '../../platform/auth/agent-key.js';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, twilioNumbers } from '../../platform/db/schema/index.js';
import { findTwilioNumber } from './find-twilio-number.js';
import { toTwilioNumber } from './list-twilio-numbers.js';

/** Makes an agent of the workspace answer the number's calls, or (null) none. */
export async function assignTwilioNumber(
  regions: Regions,
  access: WorkspaceAccess,
  numberId: string,
  agentId: string | null,
): Promise<TwilioNumber> {
  const db = regions.db(access.region);
  const held = await findTwilioNumber(regions, access, numberId);
  if (agentId) {
    const [agent] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.workspaceUid, access.uid)))
      .limit(1);
    if (!agent) throw agentNotFound();
  }
  const [row] = await db.update(twilioNumbers).set({ agentId }).where(eq(twilioNumbers.id, held.id)).returning();
  if (!row) throw new Error(`number ${held.id} vanished`);
  return toTwilioNumber(row);
}
