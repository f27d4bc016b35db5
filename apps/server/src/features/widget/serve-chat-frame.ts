import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The chat frame's page path; the loader builds it with `chatFramePath` of core. */
export const CHAT_FRAME_ROUTE = '/app/:region/render/:agentId/iframe';

/**
 * Serves the chat app's page at the frame's address. Read once at start: the build does not
 * change while the server runs. Without a widget build the address answers 404 like any unknown page.
 */
export function serveChatFrame(app: FastifyInstance, widgetDist: string) {
  const file = path.join(widgetDist, 'chat', 'index.html');
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    app.log.warn(`no chat frame build at ${file}; run npm run build`);
    return;
  }
  app.get(CHAT_FRAME_ROUTE, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
  );
}
