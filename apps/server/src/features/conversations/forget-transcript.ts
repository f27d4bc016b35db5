import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages, uploadedFiles } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';

export const FORGET_TRANSCRIPT_QUEUE = 'forget-transcript';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [FORGET_TRANSCRIPT_QUEUE]: { conversationId: string };
  }
}

/**
 * `recordChatHistory` off: the conversation's messages live only as long as the visitor's chat
 * (its token, which each message extends), so the agent can follow the conversation; then they
 * and the files attached in it are deleted. What the answers cost stays in the credit log.
 */
export async function forgetTranscriptLater(
  jobs: Jobs,
  region: Region,
  conversationId: string,
  expiresAt: Date,
): Promise<void> {
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000) + 1);
  await jobs.enqueue(region, FORGET_TRANSCRIPT_QUEUE, { conversationId }, { startAfterSeconds: seconds });
}

export async function forgetTranscript(
  deps: { regions: Regions; jobs: Jobs },
  region: Region,
  { conversationId }: { conversationId: string },
): Promise<void> {
  const db = deps.regions.db(region);
  const [conversation] = await db
    .select({ expiresAt: conversations.visitorTokenExpiresAt })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!conversation) return;
  // The visitor wrote since: the chat goes on, and is forgotten when it ends.
  if (conversation.expiresAt.getTime() > Date.now()) {
    return forgetTranscriptLater(deps.jobs, region, conversationId, conversation.expiresAt);
  }
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(eq(messages.conversationId, conversationId));
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.conversationId, conversationId));
  });
}
