import type { Config } from '../../config.js';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify takes no hop count (it trusts nothing for one, as
 * a count cannot tell the proxy from a client that connects directly), so a count is given as the
 * rule it stands for: the socket's peer and the addresses it added, `hops` in all, are proxies.
 */
export function trustedProxies(setting: Config['trustProxy']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
