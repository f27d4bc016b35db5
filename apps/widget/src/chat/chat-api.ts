import type {
  ChatMessage,
  ConversationStarted,
  PublicWidgetDataResponse,
  SendMessageBody,
  VisitorAnswerEvent,
} from '@agent-platform/core';
import { ANSWER_FAILED_MESSAGE, readAnswerEvent } from '@agent-platform/core/chat/answer-stream';
import type { KeptConversation } from '@agent-platform/core/widget/runtime';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/**
 * The public chat API (apps/server/src/features/chat), called from the chat frame on the
 * server's own origin. Types and zod-free files only from core: its zod schemas would not fit
 * the frame's budget.
 */
export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server answers `no-cache`: the browser asks again each time (a cheap 304), so a publish shows at once. */
export async function getWidgetData(region: string, agentId: string) {
  const body = await call<PublicWidgetDataResponse>(`/api/${region}/public/agents/${encodeURIComponent(agentId)}`);
  return body.data;
}

export const startConversation = (region: string, agentId: string) =>
  call<ConversationStarted>(`/api/${region}/public/agents/${encodeURIComponent(agentId)}/conversations`, {
    method: 'POST',
  });

export async function listHistory(region: string, conversation: KeptConversation): Promise<ChatMessage[]> {
  const url = `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/messages`;
  const body = await call<{ messages: ChatMessage[] }>(url, { headers: authorization(conversation) });
  return body.messages;
}

/** Sends a message and yields the answer as it streams: text pieces, rich parts, then the summary. */
export async function* streamAnswer(
  region: string,
  conversation: KeptConversation,
  body: SendMessageBody,
): AsyncGenerator<VisitorAnswerEvent> {
  const url = `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/messages`;
  const response = await send(url, {
    method: 'POST',
    headers: { ...authorization(conversation), Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.body) throw new ChatApiError(0, ANSWER_FAILED_MESSAGE);
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const event = readAnswerEvent(value);
    if (event.type === 'error') throw new ChatApiError(200, event.message);
    yield event;
    if (event.type === 'done') return;
  }
  throw new ChatApiError(0, 'The answer was cut off. Please try again.');
}

/**
 * The usage gate (spec 000 §4): whether the agent may go on answering, from its own token cap
 * and its workspace's credits. Both default to true: a gate that cannot be read closes nothing,
 * since the chat API refuses in words anyway when credits are out.
 */
export async function readUsageGate(region: string, widget: { ID: string; ownerID: string }) {
  const [usage, credits] = await Promise.all([
    call<{ data?: { shouldContinue?: boolean } }>(
      `/api/${region}/v2/public/agents/${encodeURIComponent(widget.ID)}/usage`,
    ).catch(() => null),
    call<{ continue?: boolean; hasEverPaid?: boolean }>(
      `/api/${region}/public/users/${encodeURIComponent(widget.ownerID)}/check-credits?agentId=${encodeURIComponent(widget.ID)}`,
    ).catch(() => null),
  ]);
  return {
    shouldContinue: usage?.data?.shouldContinue !== false && credits?.continue !== false,
    hasEverPaid: credits?.hasEverPaid !== false,
  };
}

/** The visitor's details from a lead form. */
export async function submitLead(region: string, conversation: KeptConversation, lead: Record<string, string>) {
  const url = `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/leads`;
  await send(url, {
    method: 'POST',
    headers: { ...authorization(conversation), 'Content-Type': 'application/json' },
    body: JSON.stringify(lead),
  });
}

/** A file the visitor attaches (the agent's `acceptFileUpload`); resolves to its public address. */
export async function attachFile(region: string, conversation: KeptConversation, file: File): Promise<string> {
  const url = `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/files`;
  const form = new FormData();
  form.append('file', file);
  const uploaded = await call<{ url: string }>(url, {
    method: 'POST',
    headers: authorization(conversation),
    body: form,
  });
  return uploaded.url;
}

/** The visitor asks for a person; the answer comes on the live stream. */
export async function requestHandoff(region: string, conversation: KeptConversation): Promise<void> {
  const url = `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/handoff`;
  await send(url, { method: 'POST', headers: authorization(conversation) });
}

/** What the conversation's live stream brings: a member's reply, or the conversation changing hands. */
export type LiveEvent =
  | { type: 'message'; message: ChatMessage & { id: number } }
  | { type: 'control'; manualControl: boolean; handoffRequested: boolean };

/**
 * Follows the conversation's live stream until `signal` aborts: members' replies, and a member
 * taking the conversation over or handing it back. Ends (without throwing) when the stream drops.
 * `after` is the id of the last message the chat has: replies stored since come first, so none is
 * lost while the stream was down (the server restarting, the network dropping).
 */
export async function* followConversation(
  region: string,
  conversation: KeptConversation,
  after: number,
  signal: AbortSignal,
): AsyncGenerator<LiveEvent> {
  const url = `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/events`;
  const response = await send(url, {
    headers: { ...authorization(conversation), Accept: 'text/event-stream', 'Last-Event-ID': String(after) },
    signal,
  });
  if (!response.body) return;
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const data = JSON.parse(value.data) as Record<string, unknown>;
      if (value.event === 'message') {
        const message = data as unknown as ChatMessage;
        yield { type: 'message', message: { ...message, id: Number(value.id ?? message.id) } };
      } else if (value.event === 'control') {
        yield {
          type: 'control',
          manualControl: data.manualControl === true,
          handoffRequested: data.handoffRequested === true,
        };
      }
    }
  } catch {
    // Dropped or aborted: the caller decides whether to follow again.
  }
}

const authorization = (conversation: KeptConversation) => ({ Authorization: `Bearer ${conversation.visitorToken}` });

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  return (await (await send(url, init)).json()) as T;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    // The visitor token is the only credential; a dashboard session cookie has no business here.
    response = await fetch(url, { ...init, credentials: 'omit' });
  } catch {
    throw new ChatApiError(0, 'Could not reach the chat. Please check your connection.');
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new ChatApiError(response.status, body?.error?.message ?? ANSWER_FAILED_MESSAGE);
}
