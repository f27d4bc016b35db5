import type { Region, WidgetLoadBody } from '@agent-platform/core';
import Bowser from 'bowser';
import { eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, widgetLoads } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** What the request itself says about the visitor; never what the page claims. */
export interface LoadingVisitor {
  /** The client address as Fastify resolved it, honouring the server's `trustProxy` setting. */
  ip: string;
  userAgent: string | undefined;
}

/**
 * Stores one page load of an agent's widget (spec 000 §7 "analytics", record 'loads'). Browser and
 * platform come from the User-Agent. The country and the address are kept only when the agent has
 * `enableGeoAnalytics` on: that setting is the visitor-location part of the analytics, so with it
 * off the load is still counted, without where it came from. The country is looked up on our own
 * server (geoip-lite's bundled database) rather than by a third-party service from the visitor's
 * browser, and the address is stored with its host part zeroed.
 */
export async function recordWidgetLoad(
  regions: Regions,
  region: Region,
  agentId: string,
  body: WidgetLoadBody,
  visitor: LoadingVisitor,
): Promise<void> {
  const db = regions.db(region);
  const [agent] = await db
    .select({ workspaceUid: agents.workspaceUid, doc: agents.doc })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent) throw notFound('Agent not found.');
  const parsed = visitor.userAgent ? Bowser.parse(visitor.userAgent) : undefined;
  const geo = agent.doc.enableGeoAnalytics ? await locate(visitor.ip) : { countryCode: null, ipAddress: null };
  await db.insert(widgetLoads).values({
    workspaceUid: agent.workspaceUid,
    agentId,
    origin: body.origin,
    browser: parsed?.browser.name || 'Unknown',
    platform: parsed?.os.name || 'Unknown',
    ...geo,
    pageUrl: pageOf(body.pageUrl),
  });
}

/** The visitor's country and truncated address; a private or unknown address has no country. */
async function locate(ip: string): Promise<{ countryCode: string | null; ipAddress: string | null }> {
  if (!ipaddr.isValid(ip)) return { countryCode: null, ipAddress: null };
  const address = ipaddr.process(ip);
  // Loaded on first use: the database takes about 200 ms and 150 MB to read.
  const { default: geoip } = await import('geoip-lite');
  return { countryCode: geoip.lookup(address.toString())?.country || null, ipAddress: withoutHost(address) };
}

/** IPv4 keeps its /24 network, IPv6 its /48: enough for a country, not enough to name a household. */
function withoutHost(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  const bytes = address.toByteArray();
  const kept = address.kind() === 'ipv4' ? 3 : 6;
  return ipaddr.fromByteArray(bytes.map((byte, i) => (i < kept ? byte : 0))).toString();
}

/** The page as origin and path: a query string can carry the visitor's own data. */
function pageOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const page = new URL(url);
    return /^https?:$/.test(page.protocol) ? `${page.origin}${page.pathname}` : null;
  } catch {
    return null;
  }
}
