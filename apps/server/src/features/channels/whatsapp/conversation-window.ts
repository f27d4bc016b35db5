import { type Region, type WaConversationWindow, WHATSAPP_WINDOW_HOURS } from '@agent-platform/core';
import { and, asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../../platform/auth/principals.js';
import type { Regions } from '../../../platform/db/regions.js';
import { conversations, waContacts, waUndeliveredReplies } from '../../../platform/db/schema/index.js';
import { notFound } from '../../../platform/errors.js';

/** A WhatsApp conversation of the workspace, with the person's contact (their number and last message); 404 otherwise. */
export async function whatsappConversation(regions: Regions, access: WorkspaceAccess, conversationId: string) {
  const db = regions.db(access.region);
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.workspaceUid, access.uid),
        eq(conversations.channel, 'whatsapp'),
      ),
    );
  if (!conversation?.channelUserId) throw notFound('Conversation not found.');
  const [contact] = await db
    .select()
    .from(waContacts)
    .where(and(eq(waContacts.agentId, conversation.agentId), eq(waContacts.waId, conversation.channelUserId)));
  return { conversation: { ...conversation, channelUserId: conversation.channelUserId }, contact };
}

export const isWindowOpen = (lastInboundAt: Date | undefined) =>
  lastInboundAt !== undefined && Date.now() - lastInboundAt.getTime() <= WHATSAPP_WINDOW_HOURS * 3600_000;

/**
 * Whether WhatsApp takes free text in the conversation now (within 24 hours of the person's last
 * message), and the members' replies it did not take, with why and the template sent instead.
 */
export async function getConversationWindow(
  regions: Regions,
  access: WorkspaceAccess,
  conversationId: string,
): Promise<WaConversationWindow> {
  const { contact } = await whatsappConversation(regions, access, conversationId);
  const undelivered = await regions
    .db(access.region as Region)
    .select()
    .from(waUndeliveredReplies)
    .where(eq(waUndeliveredReplies.conversationId, conversationId))
    .orderBy(asc(waUndeliveredReplies.messageId));
  return {
    open: isWindowOpen(contact?.lastInboundAt),
    lastInboundAt: contact?.lastInboundAt.toISOString() ?? null,
    undelivered: undelivered.map((row) => ({
      messageId: row.messageId,
      reason: row.reason,
      templateName: row.templateName,
      templateSentAt: row.templateSentAt?.toISOString() ?? null,
    })),
  };
}
