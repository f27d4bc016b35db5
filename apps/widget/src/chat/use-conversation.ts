import type { PublicWidgetData, RichPart } from '@agent-platform/core';
import type { KeptConversation } from '@agent-platform/core/widget/runtime';
import { useCallback, useEffect, useState } from 'react';
import { ChatApiError, getWidgetData, listHistory, startConversation, streamAnswer } from './chat-api.js';
import type { FrameAddress } from './frame-address.js';
import { currentHostPage, tellHostPage } from './host-page.js';

export interface ShownMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  parts?: RichPart[];
}

/** Keys for shown messages, unique within the frame's life. */
let shownCount = 0;
const nextId = () => `m${++shownCount}`;

type Opened = { widget: PublicWidgetData; conversation: KeptConversation };

/**
 * The visitor's conversation with the agent: opened from the saved one when it still works (so
 * history survives a reload), else started anew with the greeting; then messages sent and their
 * answers shown as they stream.
 */
export function useConversation(address: FrameAddress) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);

  useEffect(() => {
    let cancelled = false;
    openConversation(address)
      .then(({ widget, conversation, history }) => {
        if (cancelled) return;
        setOpened({ widget, conversation });
        setMessages(history.map((message) => ({ ...message, id: nextId() })));
      })
      .catch((reason: Error) => !cancelled && setLoadError(reason));
    return () => {
      cancelled = true;
    };
  }, [address]);

  const send = useCallback(
    async (text: string) => {
      if (!opened || sending || !text.trim()) return;
      setSending(true);
      setError(null);
      const answerId = nextId();
      setMessages((shown) => [
        ...shown,
        { id: nextId(), role: 'user', content: text.trim() },
        { id: answerId, role: 'assistant', content: '' },
      ]);
      const update = (change: (message: ShownMessage) => ShownMessage) =>
        setMessages((shown) => shown.map((message) => (message.id === answerId ? change(message) : message)));
      try {
        const pageUrl = currentHostPage();
        const body = { messageId: crypto.randomUUID(), text: text.trim(), ...(pageUrl ? { pageUrl } : {}) };
        for await (const event of streamAnswer(address.region, opened.conversation, body)) {
          if (event.type === 'token') update((m) => ({ ...m, content: m.content + event.text }));
          else if (event.type === 'part') update((m) => ({ ...m, parts: [...(m.parts ?? []), event.part] }));
          else update((m) => ({ ...m, content: event.summary.text || m.content }));
        }
      } catch (reason) {
        setError(reason instanceof ChatApiError ? reason.message : 'The agent could not answer. Please try again.');
        setMessages((shown) => shown.filter((message) => message.id !== answerId || message.content !== ''));
      } finally {
        setSending(false);
      }
    },
    [opened, sending, address.region],
  );

  if (loadError) throw loadError;
  return { widget: opened?.widget ?? null, messages, sending, error, send };
}

async function openConversation(address: FrameAddress) {
  const { region, agentId } = address;
  const widget = await getWidgetData(region, agentId);
  if (widget.chatForget && address.keptConversation) {
    tellHostPage(address, { type: 'agent-widget:conversation', conversation: null });
  }
  const saved = widget.chatForget ? null : address.keptConversation;
  if (saved) {
    try {
      const history = await listHistory(region, saved);
      // Greetings are not stored: a chat the visitor never wrote in starts afresh, greeting included.
      if (history.length > 0) return { widget, conversation: saved, history };
    } catch (reason) {
      // An expired or unknown conversation starts afresh; anything else is a real failure.
      if (!(reason instanceof ChatApiError) || reason.status < 400 || reason.status >= 500) throw reason;
    }
  }
  const started = await startConversation(region, agentId);
  const { conversationId, visitorToken } = started;
  if (!widget.chatForget)
    tellHostPage(address, { type: 'agent-widget:conversation', conversation: { conversationId, visitorToken } });
  return { widget, conversation: started, history: started.messages };
}
