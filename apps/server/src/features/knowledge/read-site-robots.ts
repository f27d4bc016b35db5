import type { Egress } from '../../platform/egress/egress.js';
import { PRODUCT_USER_AGENT } from '../../platform/egress/user-agent.js';
import { withHostLimit } from './host-limit.js';
import { parseRobotsTxt, type RobotsTxt } from './robots-txt.js';

const ROBOTS_MAX_BYTES = 512 * 1024;
const ROBOTS_TIMEOUT_MS = 15_000;

/** robots.txt answered with a server error: RFC 9309 §2.3.1.4 says no page may be read for now. */
export class RobotsTxtUnavailable extends Error {
  constructor(readonly status: number) {
    super(`its robots.txt answered with status ${status}`);
  }
}

/**
 * The robots.txt rules of the site at `origin` for our user agent, read through the egress guard
 * (RFC 9309 §2.3.1): a missing file (any 4xx) allows everything; a server error throws
 * `RobotsTxtUnavailable`, and a call that fails throws the guard's `EgressError`, since a file
 * that cannot be read must be taken as disallowing everything. Both crawls and single pages obey it.
 */
export async function readSiteRobots(egress: Egress, origin: string): Promise<RobotsTxt> {
  const url = `${origin}/robots.txt`;
  const answer = await withHostLimit(url, () =>
    egress(url, {
      headers: { 'user-agent': PRODUCT_USER_AGENT, accept: 'text/plain,*/*;q=0.1' },
      maxBytes: ROBOTS_MAX_BYTES,
      timeoutMs: ROBOTS_TIMEOUT_MS,
    }),
  );
  if (answer.status >= 500) throw new RobotsTxtUnavailable(answer.status);
  const ok = answer.status >= 200 && answer.status < 300;
  return parseRobotsTxt(ok ? answer.text : '', PRODUCT_USER_AGENT);
}

/** A URL's path and query, as robots.txt rules match them. */
export function robotsPathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
