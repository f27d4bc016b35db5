import type { AnswerSummary, ConversationStarted, Region, RichPart, SendMessageBody } from '@agent-platform/core';
import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';
import { ApiError, apiErrorOf, networkError } from '../../lib/api';

export type AnswerEvent =
  | { type: 'token'; text: string }
  | { type: 'part'; part: RichPart }
  | { type: 'done'; summary: AnswerSummary };

/**
 * Sends a visitor message and yields the answer as the server streams it: text pieces and rich
 * elements, then the summary. A POST, so fetch reads the server-sent events rather than EventSource. Refusals before
 * the stream (no credits, expired chat) and failures inside it both throw an ApiError with the
 * server's message.
 */
export async function* streamAnswer(
  region: Region,
  conversation: Pick<ConversationStarted, 'conversationId' | 'visitorToken'>,
  body: SendMessageBody,
  signal: AbortSignal,
): AsyncGenerator<AnswerEvent> {
  let response: Response;
  try {
    response = await fetch(
      `/api/${region}/public/conversations/${encodeURIComponent(conversation.conversationId)}/messages`,
      {
        method: 'POST',
        // The visitor token is the credential: the owner's session cookie has no business here.
        credentials: 'omit',
        headers: {
          Accept: 'text/event-stream',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${conversation.visitorToken}`,
        },
        body: JSON.stringify(body),
        signal,
      },
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.body) throw cutOff();

  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value: event, done } = await reader.read();
    if (done) break;
    const answer = answerEvent(event);
    yield answer;
    if (answer.type === 'done') return;
  }
  throw cutOff();
}

function answerEvent(event: EventSourceMessage): AnswerEvent {
  const data = JSON.parse(event.data) as Record<string, unknown>;
  switch (event.event) {
    case 'token':
      return { type: 'token', text: String(data.text ?? '') };
    case 'part':
      return { type: 'part', part: data as unknown as RichPart };
    case 'done':
      return { type: 'done', summary: data as unknown as AnswerSummary };
    case 'error':
      throw new ApiError(
        200,
        String(data.code ?? 'INTERNAL'),
        String(data.message ?? 'The agent could not answer. Please try again.'),
      );
    default:
      throw new ApiError(200, 'UNEXPECTED_EVENT', `The answer carried an unknown event (${event.event}).`);
  }
}

const cutOff = () => new ApiError(200, 'ANSWER_CUT_OFF', 'The answer was cut off. Please try again.');
