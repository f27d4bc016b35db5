import type { WebCallEnded, WebCallStarted } from '@agent-platform/core';
import type { KeptConversation } from '@agent-platform/core/widget/runtime';

/** The web-call routes of the public API (apps/server/src/features/voice/web-calls), with the visitor token. */
const callsUrl = (region: string, conversation: KeptConversation) =>
  `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/calls`;

export class WebCallError extends Error {}

export async function startWebCall(region: string, conversation: KeptConversation): Promise<WebCallStarted> {
  const response = await post(callsUrl(region, conversation), conversation, false);
  return (await response.json()) as WebCallStarted;
}

/** `leaving`: the page is going away, so the request must outlive it (fetch keepalive). */
export async function endWebCall(
  region: string,
  conversation: KeptConversation,
  callId: string,
  leaving = false,
): Promise<WebCallEnded> {
  const response = await post(
    `${callsUrl(region, conversation)}/${encodeURIComponent(callId)}/end`,
    conversation,
    leaving,
  );
  return (await response.json()) as WebCallEnded;
}

async function post(url: string, conversation: KeptConversation, keepalive: boolean): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'omit',
      keepalive,
      headers: { Authorization: `Bearer ${conversation.visitorToken}` },
    });
  } catch {
    throw new WebCallError('Could not reach the call. Please check your connection.');
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new WebCallError(body?.error?.message ?? 'The call could not be placed. Please try again.');
}
