import { get, type IncomingMessage } from 'node:http';
import { parseEvents, type Sse } from './chat-client.js';

export interface LiveStream {
  /** The next event, waiting for it if none has come yet. */
  next(): Promise<Sse>;
  close(): void;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
}

/**
 * Opens a server-sent event stream over real HTTP (an injected request would wait for the end
 * of a stream that never ends) and hands its events out one by one. Node's http, not fetch: a
 * client's stream is on its agency's host, and fetch sends the address's host instead.
 */
export async function openLiveStream(url: string, headers: Record<string, string>): Promise<LiveStream> {
  const abort = new AbortController();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers, signal: abort.signal }, resolve).on('error', reject);
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`stream refused: ${response.statusCode}`);
  }
  const queue: Sse[] = [];
  const waiting: ((event: Sse) => void)[] = [];
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const end = buffer.lastIndexOf('\n\n');
        if (end < 0) continue;
        const complete = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        // Comment lines (the opening and keep-alives) are not events.
        const blocks = complete.split('\n\n').filter((block) => block.trim() && !block.startsWith(':'));
        for (const event of parseEvents(blocks.join('\n\n'))) {
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else queue.push(event);
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    next: () => {
      const event = queue.shift();
      return event ? Promise.resolve(event) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => abort.abort(),
    ended,
  };
}
