import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** `id` lets a client that reconnects say where it stopped (`Last-Event-ID`). */
  send(event: string, data: unknown, id?: string): void;
  /** Ends the stream from our side (the caller's access ended); `onClose` runs as when the client leaves. */
  end(): void;
}

/** Takes the reply over from Fastify and sends the head of a server-sent event stream. */
export function startEventStream(reply: FastifyReply) {
  // Answered, as far as the jobs waiting for requests go: a stream may stay open for hours.
  reply.server.regions.requests.answered(reply.request.raw);
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
}

/**
 * Turns the reply into a server-sent event stream that stays open until the client goes away;
 * `onClose` runs then, once. Headers set on the reply before (CORS, security) are kept.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): EventStream {
  startEventStream(reply);
  reply.raw.write(': open\n\n');
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    forget();
    onClose();
  };
  const end = () => {
    close();
    if (!reply.raw.writableEnded) reply.raw.end();
  };
  const forget = request.server.liveStreams.add(end);
  request.raw.once('close', close);
  return {
    send: (event, data, id) => {
      const line = id === undefined ? '' : `id: ${id}\n`;
      if (!reply.raw.writableEnded) reply.raw.write(`${line}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end,
  };
}
