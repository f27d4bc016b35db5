import { type AnswerSummary, type Region, type RichPart, ZSendMessageBody } from '@agent-platform/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { streamAnswer } from './stream-answer';
import { useStartTestChat } from './use-start-test-chat';

export interface TestChatMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** Rich elements the answer showed (UI engine), as they arrive. */
  parts?: RichPart[];
  /** The debugger's figures, once the answer is complete. */
  summary?: AnswerSummary;
}

/**
 * The test panel's chat: a conversation started as a visitor would, the greeting, and each
 * message with its answer streamed in as it is written, sent on the member's route so that the
 * answer comes with its figures and trace. `reset` starts a new conversation.
 */
export function useTestChat(region: Region, agentId: string) {
  const [session, setSession] = useState(0);
  const start = useStartTestChat(region, agentId, session);
  const [turns, setTurns] = useState<TestChatMessage[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  const [ended, setEnded] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const conversation = start.data;

  /** Sends `text`; false when there is nothing to send (empty) or no conversation to send it in. */
  const send = useCallback(
    (text: string): boolean => {
      if (!conversation || inFlight.current) return false;
      const checked = ZSendMessageBody.shape.text.safeParse(text);
      if (!checked.success) {
        setSendError(checked.error.issues[0]?.message ?? 'Please enter a message.');
        return false;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      const messageId = newMessageId();
      const update = (change: (message: TestChatMessage) => TestChatMessage) =>
        setTurns((current) => current.map((message) => (message.key === messageId ? change(message) : message)));
      setSendError(null);
      setAnswering(true);
      setTurns((current) => [
        ...current,
        { key: `${messageId}:question`, role: 'user', content: checked.data },
        { key: messageId, role: 'assistant', content: '' },
      ]);

      void (async () => {
        try {
          for await (const event of streamAnswer(
            region,
            agentId,
            conversation.conversationId,
            { messageId, text: checked.data },
            controller.signal,
          )) {
            if (event.type === 'token') update((message) => ({ ...message, content: message.content + event.text }));
            else if (event.type === 'part')
              update((message) => ({ ...message, parts: [...(message.parts ?? []), event.part] }));
            else {
              update((message) => ({ ...message, content: event.summary.text, summary: event.summary }));
              if (event.summary.conversationEnded) setEnded(true);
            }
          }
        } catch (error) {
          // Reset or closing the panel stopped it: nothing to report.
          if (controller.signal.aborted) return;
          setTurns((current) => current.filter((message) => message.key !== messageId || message.content));
          setSendError(errorMessage(error));
        } finally {
          if (inFlight.current === controller) {
            inFlight.current = null;
            setAnswering(false);
          }
        }
      })();
      return true;
    },
    [conversation, region, agentId],
  );

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setAnswering(false);
    setTurns([]);
    setSendError(null);
    setEnded(false);
    setSession((current) => current + 1);
  }, []);

  return {
    /** The greeting, then the messages of this session. */
    messages: [...greetingOf(conversation, session), ...turns],
    starting: start.isPending,
    /** A conversation is open to write in. */
    started: Boolean(conversation),
    startError: start.error ? errorMessage(start.error) : null,
    sendError,
    answering,
    /** The agent's flow reached its end: Reset starts a new conversation. */
    ended,
    ready: Boolean(conversation) && !answering && !ended,
    send,
    reset,
  };
}

function greetingOf(conversation: ReturnType<typeof useStartTestChat>['data'], session: number): TestChatMessage[] {
  return (conversation?.messages ?? []).map((message, index) => ({
    key: `greeting:${session}:${index}`,
    role: message.role,
    content: message.content,
    ...(message.parts ? { parts: message.parts } : {}),
  }));
}

/** A message id the server uses to answer (and charge) each message once; at most 64 characters. */
function newMessageId(): string {
  // getRandomValues, unlike randomUUID, also works on plain-HTTP dashboards.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
