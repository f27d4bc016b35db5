import { asKeptConversation } from '@agent-platform/core/widget/runtime';
import { keptConversationKey } from './kept-conversation.js';

/**
 * syncBrowser: the widget kept in step across the visitor's tabs of one site through the host
 * page's localStorage, whose `storage` event reaches every other tab of the same origin. Opening
 * and closing the chat, and the conversation it shows, follow the tab where they last changed; a
 * page loaded later opens the chat if it was left open. Storage can be refused; then tabs are
 * simply independent.
 */
const openKeyOf = (agentId: string) => `agentWidget:open:${agentId}`;

export function keepOpenState(agentId: string, opened: boolean) {
  try {
    localStorage.setItem(openKeyOf(agentId), opened ? '1' : '0');
  } catch (error) {
    console.warn('agentWidget: could not share the chat state with other tabs', error);
  }
}

export function wasOpenInAnotherTab(agentId: string): boolean {
  try {
    return localStorage.getItem(openKeyOf(agentId)) === '1';
  } catch {
    return false;
  }
}

export function syncAcrossTabs(
  agentId: string,
  on: { opened(opened: boolean): void; conversationChanged(conversationId: string | undefined): void },
) {
  addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === openKeyOf(agentId)) on.opened(event.newValue === '1');
    else if (event.key === keptConversationKey(agentId)) on.conversationChanged(conversationIdOf(event.newValue));
  });
}

function conversationIdOf(value: string | null): string | undefined {
  try {
    return asKeptConversation(JSON.parse(value ?? 'null'))?.conversationId;
  } catch {
    return undefined;
  }
}
