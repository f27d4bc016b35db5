import type { Region } from '@agent-platform/core';
import type { MessageBus } from '../../platform/db/regions.js';

const CHANNEL = 'conversation_changes';

/** Something in a conversation changed: a message was stored, or it passed between the AI and a member. */
export interface ConversationChange {
  region: Region;
  workspaceUid: string;
  conversationId: string;
}

/** Called with the changed conversation's id, or with none when any may have changed (after a lost connection). */
type Listener = (conversationId: string | undefined) => void;

/**
 * Tells live streams (a visitor's chat, a member's Chats tab) that a conversation changed, in
 * every process sharing the database (LISTEN/NOTIFY). Only ids travel: each stream reads what is
 * new from the database, so a notification carries no message text and a lost one loses nothing
 * that the next read does not bring.
 */
export interface ConversationChanges {
  /** Call after the change committed. */
  publish(change: ConversationChange): Promise<void>;
  /** Listens to one conversation; returns the way to stop. */
  onConversation(conversationId: string, listener: Listener): () => void;
  /** Listens to every conversation of a workspace; returns the way to stop. */
  onWorkspace(region: Region, workspaceUid: string, listener: Listener): () => void;
}

export async function createConversationChanges(bus: MessageBus): Promise<ConversationChanges> {
  const listeners = new Map<string, Set<Listener>>();
  const listen = (key: string, listener: Listener) => {
    const set = listeners.get(key) ?? new Set();
    listeners.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  };
  const tell = (key: string, conversationId: string | undefined) => {
    for (const listener of listeners.get(key) ?? []) listener(conversationId);
  };
  await bus.subscribe(
    CHANNEL,
    (payload) => {
      const change = JSON.parse(payload) as ConversationChange;
      tell(`c:${change.conversationId}`, change.conversationId);
      tell(`w:${change.region}:${change.workspaceUid}`, change.conversationId);
    },
    (on) => {
      // Hearing again after a drop: anything may have changed meanwhile, so every stream reads again.
      if (!on) return;
      for (const key of listeners.keys()) tell(key, undefined);
    },
  );
  return {
    publish: (change) => bus.publish(CHANNEL, JSON.stringify(change)),
    onConversation: (conversationId, listener) => listen(`c:${conversationId}`, listener),
    onWorkspace: (region, workspaceUid, listener) => listen(`w:${region}:${workspaceUid}`, listener),
  };
}
