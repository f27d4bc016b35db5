import type { ConversationSummary } from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { ConversationChanges } from './conversation-changes.js';
import { findSummary } from './conversation-summary.js';

/**
 * 'Take over' (on) and 'Return to AI' (off). Taken over, the AI stops answering the conversation
 * and a member's replies reach the visitor; a waiting handoff request is thereby answered.
 */
export async function setManualControl(
  deps: { regions: Regions; conversationChanges: ConversationChanges },
  access: WorkspaceAccess,
  conversationId: string,
  on: boolean,
): Promise<ConversationSummary> {
  const db = deps.regions.db(access.region);
  const memberId = access.principal.kind === 'user' ? access.principal.account.id : null;
  const [updated] = await db
    .update(conversations)
    .set(
      on
        ? {
            manualControl: true,
            takenOverBy: memberId,
            takenOverAt: new Date(),
            handoffRequestedAt: null,
            handedOffAt: sql`coalesce(${conversations.handedOffAt}, now())`,
          }
        : { manualControl: false, takenOverBy: null, takenOverAt: null },
    )
    .where(and(eq(conversations.id, conversationId), reachableRows(access, conversations)))
    .returning({ id: conversations.id });
  if (!updated) throw notFound('Conversation not found.');
  await deps.conversationChanges.publish({ region: access.region, workspaceUid: access.uid, conversationId });
  return findSummary(db, access, conversationId);
}
