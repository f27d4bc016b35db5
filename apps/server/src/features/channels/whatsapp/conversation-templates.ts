import { type WaTemplate, waErrorOccurred } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../../platform/auth/principals.js';
import { messages, waUndeliveredReplies } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import {
  listApprovedTemplates,
  sendTemplateMessage,
  WhatsappGraphError,
} from '../../../providers/whatsapp/graph-api.js';
import type { ConversationChanges } from '../../conversations/index.js';
import { whatsappConversation } from './conversation-window.js';
import { graphUrl, type WhatsappDeps, whatsappSender } from './whatsapp-connection.js';

/** The number the conversation's person wrote to, which any template goes out from. */
async function conversationSender(deps: WhatsappDeps, access: WorkspaceAccess, conversationId: string) {
  const found = await whatsappConversation(deps.regions, access, conversationId);
  const sender = await whatsappSender(deps, access.region, found.conversation.agentId, found.contact?.phoneId);
  if (!sender) throw new AppError('NOT_FOUND', 'This agent is no longer connected to WhatsApp.');
  return { ...found, sender };
}

const graphFailure = (error: unknown) => {
  if (error instanceof WhatsappGraphError)
    return new AppError('CHANNEL_CONNECT_FAILED', waErrorOccurred(error.message));
  return error;
};

/** The approved templates of the business account the conversation's number belongs to. */
export async function listConversationTemplates(
  deps: WhatsappDeps,
  access: WorkspaceAccess,
  conversationId: string,
): Promise<{ templates: WaTemplate[] }> {
  const { sender } = await conversationSender(deps, access, conversationId);
  try {
    return { templates: await listApprovedTemplates(graphUrl(deps), sender.token, sender.wabaId) };
  } catch (error) {
    throw graphFailure(error);
  }
}

/**
 * Sends an approved template in place of the replies WhatsApp would not take: it goes to the
 * person, shows in the transcript as the member's message, and settles the undelivered replies.
 */
export async function sendConversationTemplate(
  deps: WhatsappDeps & { conversationChanges: ConversationChanges },
  access: WorkspaceAccess,
  conversationId: string,
  template: { name: string; language: string },
) {
  const { conversation, sender } = await conversationSender(deps, access, conversationId);
  let approved: WaTemplate | undefined;
  try {
    const templates = await listApprovedTemplates(graphUrl(deps), sender.token, sender.wabaId);
    approved = templates.find((t) => t.name === template.name && t.language === template.language);
    if (!approved) throw new AppError('VALIDATION_FAILED', 'This template is not approved.');
    await sendTemplateMessage(graphUrl(deps), sender.token, sender.phoneId, conversation.channelUserId, template);
  } catch (error) {
    throw graphFailure(error);
  }
  const memberId = access.principal.kind === 'user' ? access.principal.account.id : null;
  const db = deps.regions.db(access.region);
  await db.transaction(async (tx) => {
    await tx.insert(messages).values({
      conversationId,
      role: 'assistant',
      sender: 'human',
      memberId,
      content: approved.bodyText || approved.name,
      responder: 'whatsapp-template',
    });
    await tx
      .update(waUndeliveredReplies)
      .set({ templateName: approved.name, templateSentAt: new Date() })
      .where(and(eq(waUndeliveredReplies.conversationId, conversationId), isNull(waUndeliveredReplies.templateSentAt)));
  });
  await deps.conversationChanges.publish({ region: access.region, workspaceUid: access.uid, conversationId });
  return { sent: approved.name };
}
