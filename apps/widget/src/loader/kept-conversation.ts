import { asKeptConversation, type KeptConversation } from '@agent-platform/core/widget/runtime';

/**
 * The visitor's conversation with an agent, kept in the host page's localStorage for the chat
 * frame (see WidgetFrameMessage). Storage can be refused; then each page starts a new chat.
 */
export const keptConversationKey = (agentId: string) => `agentWidget:conversation:${agentId}`;

export function loadKeptConversation(agentId: string): KeptConversation | null {
  try {
    return asKeptConversation(JSON.parse(localStorage.getItem(keptConversationKey(agentId)) ?? 'null')) ?? null;
  } catch {
    return null;
  }
}

export function keepConversation(agentId: string, conversation: KeptConversation | null) {
  try {
    if (conversation) localStorage.setItem(keptConversationKey(agentId), JSON.stringify(conversation));
    else localStorage.removeItem(keptConversationKey(agentId));
  } catch (error) {
    console.warn('agentWidget: could not keep the conversation', error);
  }
}
