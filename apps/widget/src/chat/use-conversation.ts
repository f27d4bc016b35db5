import type { PublicWidgetData, RichPart } from '@agent-platform/core';
import {
  CHAT_UPLOAD_EXTENSIONS,
  CHAT_UPLOAD_IMAGE,
  CHAT_UPLOAD_MAX_MB,
  type KeptConversation,
  uploadRefusal,
} from '@agent-platform/core/widget/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  attachFile,
  ChatApiError,
  followConversation,
  getWidgetData,
  listHistory,
  readUsageGate,
  requestHandoff,
  startConversation,
  streamAnswer,
  submitLead,
} from './chat-api.js';
import type { FrameAddress } from './frame-address.js';
import { currentHostPage, tellHostPage } from './host-page.js';

export interface ShownMessage {
  id: string;
  /** `note`: a line of the chat itself, such as a person joining. */
  role: 'user' | 'assistant' | 'note';
  content: string;
  parts?: RichPart[];
}

/** After the live stream drops, it is followed again this long after. */
const FOLLOW_AGAIN_MS = 2000;
export const HUMAN_JOINED = 'A person from our team has joined the chat.';
export const AI_RETURNED = 'You are chatting with the AI assistant again.';

/** Keys for shown messages, unique within the frame's life. */
let shownCount = 0;
const nextId = () => `m${++shownCount}`;

type Opened = { widget: PublicWidgetData; conversation: KeptConversation };

/** Where the chat stands with a person: none asked for, asked for and waiting, or a member in it. */
export type HandoffState = 'none' | 'waiting' | 'human';

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
  const [handoff, setHandoff] = useState<HandoffState>('none');
  const [shouldContinue, setShouldContinue] = useState(true);
  const [hasEverPaid, setHasEverPaid] = useState(true);
  const handoffNow = useRef<HandoffState>('none');
  // The id of the newest stored message the chat has: the live stream goes on from there.
  const lastMessageId = useRef(0);
  // A new conversation's greetings come one by one, `messageDelayMS` apart: how many there are, and how many wait.
  const [greetings, setGreetings] = useState({ count: 0, waiting: 0 });

  useEffect(() => {
    let cancelled = false;
    openConversation(address)
      .then(({ widget, conversation, history, started }) => {
        if (cancelled) return;
        // A new conversation's greetings are not stored: everything stored in it is then new.
        lastMessageId.current = Math.max(0, ...history.map((message) => message.id ?? 0));
        setOpened({ widget, conversation });
        setMessages(history.map((message) => ({ ...message, id: nextId() })));
        if (started) setGreetings({ count: history.length, waiting: Math.max(0, history.length - 1) });
      })
      .catch((reason: Error) => !cancelled && setLoadError(reason));
    return () => {
      cancelled = true;
    };
  }, [address]);

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    void readUsageGate(address.region, opened.widget).then((gate) => {
      if (cancelled) return;
      setShouldContinue(gate.shouldContinue);
      setHasEverPaid(gate.hasEverPaid);
    });
    return () => {
      cancelled = true;
    };
  }, [opened, address.region]);

  const messageDelay = opened?.widget.messageDelayMS;
  useEffect(() => {
    if (greetings.waiting === 0) return;
    const next = setTimeout(
      () => setGreetings((shown) => ({ ...shown, waiting: shown.waiting - 1 })),
      messageDelay ?? 0,
    );
    return () => clearTimeout(next);
  }, [greetings, messageDelay]);

  // Members' replies and takeovers arrive on the conversation's live stream, followed while the chat is open.
  useEffect(() => {
    if (!opened) return;
    const abort = new AbortController();
    void (async () => {
      while (!abort.signal.aborted) {
        try {
          const events = followConversation(address.region, opened.conversation, lastMessageId.current, abort.signal);
          for await (const event of events) {
            if (event.type === 'message') {
              lastMessageId.current = Math.max(lastMessageId.current, event.message.id);
              setMessages((messages) => [...messages, { ...event.message, id: nextId() }]);
              continue;
            }
            const next: HandoffState = event.manualControl ? 'human' : event.handoffRequested ? 'waiting' : 'none';
            // A person joining, or leaving, is said in the chat; waiting shows in the handoff panel.
            const note = next === 'human' ? HUMAN_JOINED : handoffNow.current === 'human' ? AI_RETURNED : undefined;
            if (note && next !== handoffNow.current) {
              setMessages((messages) => [...messages, { id: nextId(), role: 'note', content: note }]);
            }
            handoffNow.current = next;
            setHandoff(next);
          }
        } catch {
          // Unreachable for now: try again below.
        }
        await new Promise((resolve) => setTimeout(resolve, FOLLOW_AGAIN_MS));
      }
    })();
    return () => abort.abort();
  }, [opened, address.region]);

  /** Resolves to the answer's text once it is complete (a web call speaks it), or null when none came. */
  const send = useCallback(
    async (text: string): Promise<string | null> => {
      if (!opened || sending || !text.trim()) return null;
      // Whoever writes first reads every greeting at once.
      setGreetings((shown) => ({ ...shown, waiting: 0 }));
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
      let answer = '';
      try {
        const pageUrl = currentHostPage();
        const body = { messageId: crypto.randomUUID(), text: text.trim(), ...(pageUrl ? { pageUrl } : {}) };
        for await (const event of streamAnswer(address.region, opened.conversation, body)) {
          if (event.type === 'token') {
            answer += event.text;
            update((m) => ({ ...m, content: m.content + event.text }));
          } else if (event.type === 'part') update((m) => ({ ...m, parts: [...(m.parts ?? []), event.part] }));
          else if (event.summary.responder === 'human') {
            // A member holds the conversation: nothing answers now, their reply comes on the live stream.
            setMessages((shown) => shown.filter((message) => message.id !== answerId));
            return null;
          } else {
            answer = event.summary.text || answer;
            update((m) => ({ ...m, content: event.summary.text || m.content }));
          }
        }
        return answer || null;
      } catch (reason) {
        setError(reason instanceof ChatApiError ? reason.message : 'The agent could not answer. Please try again.');
        setMessages((shown) => shown.filter((message) => message.id !== answerId || message.content !== ''));
        return null;
      } finally {
        setSending(false);
      }
    },
    [opened, sending, address.region],
  );

  const askForAPerson = useCallback(async () => {
    if (!opened) return;
    setError(null);
    try {
      await requestHandoff(address.region, opened.conversation);
      // The live stream confirms; showing the wait at once keeps the button from being pressed twice.
      if (handoffNow.current === 'none') {
        handoffNow.current = 'waiting';
        setHandoff('waiting');
      }
    } catch (reason) {
      setError(reason instanceof ChatApiError ? reason.message : 'Could not reach our team. Please try again.');
    }
  }, [opened, address.region]);

  /** Stores the visitor's details as a lead, then tells the agent them; resolves to the failure, if any. */
  const sendLead = useCallback(
    async (values: Record<string, string | undefined>): Promise<string | null> => {
      if (!opened) return 'The chat is not ready yet.';
      const lead = Object.fromEntries(
        Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
      );
      try {
        await submitLead(address.region, opened.conversation, lead);
      } catch (reason) {
        return reason instanceof ChatApiError ? reason.message : 'Your details could not be sent. Please try again.';
      }
      void send(
        Object.entries(lead)
          .map(([field, value]) => `${field[0]?.toUpperCase()}${field.slice(1)}: ${value}`)
          .join('\n'),
      );
      return null;
    },
    [opened, address.region, send],
  );

  /** Keeps the visitor's file, then sends it as their message: a picture shows, any other file is a link. */
  const attach = useCallback(
    async (file: File) => {
      if (!opened || sending) return;
      const refusal = uploadRefusal(file, { maxSizeMB: CHAT_UPLOAD_MAX_MB, extensions: CHAT_UPLOAD_EXTENSIONS });
      if (refusal) return setError(refusal);
      setError(null);
      setSending(true);
      let url: string;
      try {
        url = await attachFile(address.region, opened.conversation, file);
      } catch (reason) {
        return setError(
          reason instanceof ChatApiError ? reason.message : 'The file could not be sent. Please try again.',
        );
      } finally {
        setSending(false);
      }
      // Brackets in a file name would end the markdown link early.
      const name = file.name.replace(/[[\]]/g, '');
      await send(CHAT_UPLOAD_IMAGE.test(file.name) ? `![${name}](${url})` : `📎 [${name}](${url})`);
    },
    [opened, sending, address.region, send],
  );

  if (loadError) throw loadError;
  return {
    widget: opened?.widget ?? null,
    /** The visitor's conversation once opened: a web call is placed in it. */
    conversation: opened?.conversation ?? null,
    messages: greetings.waiting === 0 ? messages : pacedGreetings(messages, greetings),
    sending,
    error,
    send,
    handoff,
    askForAPerson,
    sendLead,
    attach,
    shouldContinue,
    hasEverPaid,
  };
}

/** The greetings shown so far, then the agent typing in place of the next. */
function pacedGreetings(messages: ShownMessage[], greetings: { count: number; waiting: number }): ShownMessage[] {
  const shown = greetings.count - greetings.waiting;
  return [
    ...messages.slice(0, shown),
    { id: 'next-greeting', role: 'assistant', content: '' },
    ...messages.slice(greetings.count),
  ];
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
      // The kept conversation goes on, even one nobody wrote in yet (its history is then the
      // greeting): tabs that share it (syncBrowser) must not each start their own.
      return { widget, conversation: saved, history: await listHistory(region, saved), started: false };
    } catch (reason) {
      // An expired or unknown conversation starts afresh; anything else is a real failure.
      if (!(reason instanceof ChatApiError) || reason.status < 400 || reason.status >= 500) throw reason;
    }
  }
  const started = await startConversation(region, agentId);
  const { conversationId, visitorToken } = started;
  if (!widget.chatForget)
    tellHostPage(address, { type: 'agent-widget:conversation', conversation: { conversationId, visitorToken } });
  return { widget, conversation: started, history: started.messages, started: true };
}
