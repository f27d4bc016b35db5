/**
 * Reads the server-sent events of an answer, for the widget and the dashboard alike. Free of zod
 * on purpose: the widget's chat frame imports this file alone, to stay within its size budget.
 */
import type { AnswerEvent, AnswerFailure, VisitorAnswerEvent } from './answer-events.js';

/** What a client shows when the answer failed without a reason of its own. */
export const ANSWER_FAILED_MESSAGE = 'The agent could not answer. Please try again.';

/**
 * One event of an answer as read: an event of the stream's contract (`VisitorAnswerEvent` for a
 * visitor, `AnswerEvent` for a member), or the failure that ended it.
 */
export type ReadAnswerEvent<Event extends VisitorAnswerEvent | AnswerEvent = VisitorAnswerEvent> =
  | Event
  | ({ type: 'error' } & AnswerFailure);

/**
 * One server-sent event (`event` name and `data` text, as an SSE parser gives them) as an answer's
 * event. The server's `error` event, and any event this client does not know, read as `error`.
 */
export function readAnswerEvent<Event extends VisitorAnswerEvent | AnswerEvent = VisitorAnswerEvent>(message: {
  event?: string | undefined;
  data: string;
}): ReadAnswerEvent<Event> {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(message.data) as Record<string, unknown>;
  } catch {
    return { type: 'error', code: 'UNREADABLE_EVENT', message: ANSWER_FAILED_MESSAGE };
  }
  switch (message.event) {
    case 'token':
      return { type: 'token', text: typeof data.text === 'string' ? data.text : '' } as Event;
    case 'part':
      return { type: 'part', part: data } as unknown as Event;
    case 'done':
      return { type: 'done', summary: data } as unknown as Event;
    case 'error':
      return {
        type: 'error',
        code: typeof data.code === 'string' ? data.code : 'INTERNAL',
        message: typeof data.message === 'string' ? data.message : ANSWER_FAILED_MESSAGE,
      };
    default:
      return {
        type: 'error',
        code: 'UNEXPECTED_EVENT',
        message: `The answer carried an unknown event (${message.event ?? 'message'}).`,
      };
  }
}
