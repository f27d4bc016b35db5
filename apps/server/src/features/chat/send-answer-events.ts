import {
  ANSWER_FAILED_MESSAGE,
  type AnswerEvent,
  type ZAnswerEvent,
  ZAnswerFailure,
  type ZVisitorAnswerEvent,
} from '@agent-platform/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { startEventStream } from '../../platform/http/event-stream.js';

/** Who the answer is streamed to: a visitor gets `ZVisitorAnswerEvent`, a member of the workspace `ZAnswerEvent`. */
type AnswerEventContract = typeof ZVisitorAnswerEvent | typeof ZAnswerEvent;

/**
 * Streams an answer as server-sent events: `token`, `part`, then `done` with the summary. Each
 * event is read through `contract` first, which keeps only the keys it names: what the contract
 * leaves out (a visitor's has no trace) never reaches the client, whatever the answer carried.
 */
export async function sendAnswerEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncGenerator<AnswerEvent>,
  contract: AnswerEventContract,
): Promise<void> {
  startEventStream(reply);
  try {
    for await (const event of events) {
      const sent = contract.parse(event);
      const data = sent.type === 'token' ? { text: sent.text } : sent.type === 'part' ? sent.part : sent.summary;
      reply.raw.write(`event: ${sent.type}\ndata: ${JSON.stringify(data)}\n\n`);
    }
  } catch (error) {
    // Headers are gone: the failure travels as an event of its own.
    const known = error instanceof Error && 'code' in error && 'statusCode' in error;
    if (!known) request.log.error({ err: error }, 'answer failed');
    const body = ZAnswerFailure.parse(
      known
        ? { code: (error as { code: string }).code, message: error.message }
        : { code: 'INTERNAL', message: ANSWER_FAILED_MESSAGE },
    );
    reply.raw.write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
  }
  reply.raw.end();
}
