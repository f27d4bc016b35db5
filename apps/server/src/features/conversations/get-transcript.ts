import type { Transcript } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages, phoneCalls } from '../../platform/db/schema/index.js';
import { findSummary, toTranscriptMessage } from './conversation-summary.js';

/**
 * A conversation's transcript for a member. Opening it in the Chats tab reads it (`markRead`):
 * its visitor messages stop counting as unread; an export does not.
 */
export async function getTranscript(
  regions: Regions,
  access: WorkspaceAccess,
  conversationId: string,
  { markRead }: { markRead: boolean },
): Promise<Transcript> {
  const db = regions.db(access.region);
  const conversation = await findSummary(db, access, conversationId);
  const rows = await db
    .select({
      id: messages.id,
      role: messages.role,
      sender: messages.sender,
      content: messages.content,
      createdAt: messages.createdAt,
      parts: messages.parts,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
  const transcriptMessages = rows.map(toTranscriptMessage);
  const [call] = await db
    .select({ recordingUrl: phoneCalls.recordingUrl })
    .from(phoneCalls)
    .where(eq(phoneCalls.conversationId, conversationId))
    .limit(1);
  const recording = call?.recordingUrl ? { recordingUrl: call.recordingUrl } : {};
  if (!markRead) return { conversation, messages: transcriptMessages, ...recording };
  await db.update(conversations).set({ memberReadAt: new Date() }).where(eq(conversations.id, conversationId));
  return { conversation: { ...conversation, unread: 0 }, messages: transcriptMessages, ...recording };
}
