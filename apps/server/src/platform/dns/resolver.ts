import { Resolver } from 'node:dns/promises';

/**
 * The resolver domain checks ask (is this CNAME, TXT or DKIM record published yet?): the servers
 * of DNS_SERVERS when set, so tests and private deployments can point it at their own, else the
 * machine's. A fresh resolver per check: answers are never cached here, a record just added counts.
 */
export function dnsResolver(servers: readonly string[]): Resolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** The answer for a name that has no such record: NODATA and NXDOMAIN are "not there yet", not a failure. */
export function isMissingRecord(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENODATA' || code === 'ENOTFOUND';
}
