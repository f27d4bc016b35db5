import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Region, ZRegion } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agents } from '../../platform/db/schema/index.js';
import { narrowFrameAncestors } from '../../platform/http/security-headers.js';

/** The chat frame's page path; the loader builds it with `chatFramePath` of core. */
export const CHAT_FRAME_ROUTE = '/app/:region/render/:agentId/iframe';

/**
 * Serves the chat app's page at the frame's address, framable only by the agent's allowed domains
 * when it lists any. Read once at start: the build does not change while the server runs. Without a widget build the address answers 404 like any unknown page.
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
  app.get(CHAT_FRAME_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    const { region, agentId } = request.params as { region: string; agentId: string };
    const known = ZRegion.safeParse(region);
    const allowed = known.success ? await allowedDomainsOf(app, known.data, agentId) : [];
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', narrowFrameAncestors(csp, allowed));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/** The sites the agent lets embed its chat; none listed (or no such agent) means any site. */
async function allowedDomainsOf(app: FastifyInstance, region: Region, agentId: string): Promise<string[]> {
  const [row] = await app.regions
    .db(region)
    .select({ allowed: sql<string[] | null>`${agents.doc}->'allowedDomains'` })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return row?.allowed ?? [];
}
