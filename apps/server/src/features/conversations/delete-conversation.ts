import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { ConversationChanges } from './conversation-changes.js';

/** Deletes a conversation; its messages and attached files go with it (foreign keys cascade). */
export async function deleteConversation(
  deps: { regions: Regions; conversationChanges: ConversationChanges },
  access: WorkspaceAccess,
  conversationId: string,
): Promise<void> {
  const [deleted] = await deps.regions
    .db(access.region)
    .delete(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.workspaceUid, access.uid)))
    .returning({ id: conversations.id });
  if (!deleted) throw notFound('Conversation not found.');
  await deps.conversationChanges.publish({ region: access.region, workspaceUid: access.uid, conversationId });
}
