import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AGENT_IMAGE_FIELDS,
  type Agent,
  agentImageCspSources,
  agentImageSources,
  type Region,
  ZRegion,
} from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agents } from '../../platform/db/schema/index.js';
import { allowAgentImages, narrowFrameAncestors } from '../../platform/http/security-headers.js';

/** The chat frame's page path; the loader builds it with `chatFramePath` of core. */
export const CHAT_FRAME_ROUTE = '/app/:region/render/:agentId/iframe';

/**
 * Serves the chat app's page at the frame's address, framable only by the agent's allowed domains
 * when it lists any, and loading pictures only from us, the agent's pictures and its image hosts.
 * Read once at start: the build does not change while the server runs. Without a widget build the
 * address answers 404 like any unknown page.
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
  const access = { public: "the chat frame's page, framable only by the agent's allowed domains" };
  app.get(CHAT_FRAME_ROUTE, { config: { access }, schema: { hide: true } }, async (request, reply) => {
    const { region, agentId } = request.params as { region: string; agentId: string };
    const known = ZRegion.safeParse(region);
    const frame = known.success ? await frameSettingsOf(app, known.data, agentId) : undefined;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && frame) {
      const images = agentImageCspSources(agentImageSources(frame));
      reply.header(
        'content-security-policy',
        allowAgentImages(narrowFrameAncestors(csp, frame.allowedDomains ?? []), images),
      );
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

type FrameSettings = Pick<Agent, 'allowedDomains' | 'allowedImageHosts' | (typeof AGENT_IMAGE_FIELDS)[number]>;

/**
 * The sites the agent lets embed its chat (none listed means any site) and where its pictures may
 * come from; undefined for no such agent.
 */
async function frameSettingsOf(app: FastifyInstance, region: Region, agentId: string) {
  const fields = ['allowedDomains', 'allowedImageHosts', ...AGENT_IMAGE_FIELDS];
  const [row] = await app.regions
    .db(region)
    .select({
      settings: sql<FrameSettings>`jsonb_build_object(${sql.join(
        fields.map((field) => sql`${field}::text, ${agents.doc} -> ${field}::text`),
        sql`, `,
      )})`,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return row?.settings;
}
