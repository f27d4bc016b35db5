import {
  CLIENT_DELEGATION_REFUSED_MESSAGE,
  type ConversationSummary,
  DELEGATE_NOT_MEMBER_MESSAGE,
  ONLY_PREDEFINED_TAGS_MESSAGE,
  refusedTags,
  type UpdateConversationBody,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, workspaceMembers } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ConversationChanges } from './conversation-changes.js';
import { findSummary } from './conversation-summary.js';
import { getTagSettings } from './get-tag-settings.js';

/**
 * Tags a conversation, or delegates it to a member of the workspace (or takes that back). With
 * the organisation's `disallowAnyTags`, a tag it does not predefine cannot be added.
 */
export async function updateConversation(
  deps: { regions: Regions; conversationChanges: ConversationChanges },
  access: WorkspaceAccess,
  conversationId: string,
  body: UpdateConversationBody,
): Promise<ConversationSummary> {
  const db = deps.regions.db(access.region);
  // Delegation is to the workspace's members, whom a client does not know.
  if (body.delegatedTo !== undefined && access.principal.kind === 'client') {
    throw new AppError('FORBIDDEN', CLIENT_DELEGATION_REFUSED_MESSAGE);
  }
  if (body.delegatedTo) {
    const [member] = await db
      .select({ email: workspaceMembers.email })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceUid, access.uid), eq(workspaceMembers.email, body.delegatedTo)));
    if (!member) throw new AppError('VALIDATION_FAILED', DELEGATE_NOT_MEMBER_MESSAGE);
  }
  const ofWorkspace = and(eq(conversations.id, conversationId), reachableRows(access, conversations));
  if (body.tags !== undefined) {
    const settings = await getTagSettings(deps.regions, access);
    if (settings.disallowAnyTags) {
      const [current] = await db.select({ tags: conversations.tags }).from(conversations).where(ofWorkspace);
      if (!current) throw notFound('Conversation not found.');
      const added = body.tags.filter((tag) => !current.tags.includes(tag));
      if (refusedTags(settings, added).length > 0)
        throw new AppError('VALIDATION_FAILED', ONLY_PREDEFINED_TAGS_MESSAGE);
    }
  }
  const [updated] = await db
    .update(conversations)
    .set({
      ...(body.tags !== undefined ? { tags: body.tags } : {}),
      ...(body.delegatedTo !== undefined ? { delegatedTo: body.delegatedTo } : {}),
    })
    .where(ofWorkspace)
    .returning({ id: conversations.id });
  if (!updated) throw notFound('Conversation not found.');
  await deps.conversationChanges.publish({ region: access.region, workspaceUid: access.uid, conversationId });
  return findSummary(db, access, conversationId);
}
