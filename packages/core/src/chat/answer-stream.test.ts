import { describe, expect, it } from 'vitest';
import { ZVisitorAnswerEvent } from './answer-events.js';
import { ANSWER_FAILED_MESSAGE, readAnswerEvent } from './answer-stream.js';

describe('readAnswerEvent', () => {
  it('reads text, parts and the summary as the server sends them', () => {
    expect(readAnswerEvent({ event: 'token', data: '{"text":"Hel"}' })).toEqual({ type: 'token', text: 'Hel' });
    const part = { type: 'buttons', buttons: [{ label: 'Yes' }] };
    expect(readAnswerEvent({ event: 'part', data: JSON.stringify(part) })).toEqual({ type: 'part', part });
    const summary = { messageId: 'm1', text: 'Hello', responder: 'model', latencyMs: 12 };
    expect(readAnswerEvent({ event: 'done', data: JSON.stringify(summary) })).toEqual({ type: 'done', summary });
  });

  it("reads the server's failure, an unknown event and unreadable data as failures in words", () => {
    expect(readAnswerEvent({ event: 'error', data: '{"code":"OUT_OF_CREDITS","message":"Top up."}' })).toEqual({
      type: 'error',
      code: 'OUT_OF_CREDITS',
      message: 'Top up.',
    });
    expect(readAnswerEvent({ event: 'surprise', data: '{}' })).toMatchObject({
      type: 'error',
      message: 'The answer carried an unknown event (surprise).',
    });
    expect(readAnswerEvent({ event: 'done', data: '{"text":' })).toEqual({
      type: 'error',
      code: 'UNREADABLE_EVENT',
      message: ANSWER_FAILED_MESSAGE,
    });
  });
});

describe("a visitor's answer events", () => {
  it('keep the answer and drop the trace and figures, whatever the summary held', () => {
    const sent = ZVisitorAnswerEvent.parse({
      type: 'done',
      summary: {
        messageId: 'm1',
        text: 'Hello',
        responder: 'model',
        latencyMs: 12,
        modelId: 'gpt-4o',
        credits: 0.4,
        trace: { chunks: [{ docName: 'Prices', text: 'Internal price list', score: 1 }] },
      },
    });
    expect(sent).toEqual({
      type: 'done',
      summary: { messageId: 'm1', text: 'Hello', responder: 'model', latencyMs: 12 },
    });
  });
});
