import { type AnswerEvent, type Region, readAnswerEvent, type SendMessageBody } from '@agent-platform/core';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ApiError, apiErrorOf, apiPath, networkError } from '../../lib/api';

/**
 * Sends a message in the test chat and yields the answer as the server streams it: text pieces
 * and rich elements, then the summary with its figures and trace. The member's route, on the
 * session cookie: the public route a visitor uses carries no trace. A POST, so fetch reads the
 * server-sent events rather than EventSource. Refusals before the stream (no credits, ended chat)
 * and failures inside it both throw an ApiError with the server's message.
 */
export async function* streamAnswer(
  region: Region,
  agentId: string,
  conversationId: string,
  body: SendMessageBody,
  signal: AbortSignal,
): AsyncGenerator<AnswerEvent> {
  let response: Response;
  try {
    response = await fetch(
      apiPath('/api/{region}/v2/agents/{agentId}/conversations/{conversationId}/messages', {
        path: { region, agentId, conversationId },
      }),
      {
        method: 'POST',
        credentials: 'same-origin',
        // The server's origin check needs our real origin, whatever referrer policy the page has.
        referrerPolicy: 'same-origin',
        headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
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
    const { value, done } = await reader.read();
    if (done) break;
    const answer = readAnswerEvent<AnswerEvent>(value);
    if (answer.type === 'error') throw new ApiError(200, answer.code, answer.message);
    yield answer;
    if (answer.type === 'done') return;
  }
  throw cutOff();
}

const cutOff = () => new ApiError(200, 'ANSWER_CUT_OFF', 'The answer was cut off. Please try again.');
