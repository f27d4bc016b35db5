import type { AgentSummary, Region, WorkspacePermission, WorkspaceRole } from '@agent-platform/core';
import { LRUCache } from 'lru-cache';
import type { SessionAccount } from '../auth/sessions.js';
import type { MessageBus } from '../db/regions.js';
import type { llmCredentials } from '../db/schema/index.js';

type LlmCredentialRow = typeof llmCredentials.$inferSelect;

/**
 * Short-lived copies of the reads every dashboard request makes (who is signed in, may they
 * open this workspace, its agents list), so that a request need not wait on the database.
 * The database stays the truth: every write that changes one of these reads calls
 * `invalidate`, which forgets the keys here and, through LISTEN/NOTIFY, in every other process.
 * The TTL bounds staleness should a message ever be lost.
 */
interface CachedValues {
  /** by session token hash */
  session: { account: SessionAccount; expiresAt: number };
  /** by `region:uid:email` or `region:uid:bearer:hash`; only granted access is kept */
  workspaceAccess: { role: WorkspaceRole; permissions: readonly WorkspacePermission[] | null };
  /** by `region:uid` */
  agentList: AgentSummary[];
  /** by `region:agentId`: the agent's Telegram bots, for checking each update's secret and replying */
  telegramBots: { botId: string; webhookSecretHash: string; botTokenEncrypted: string }[];
  /** by Discord channel id: the agents it is connected to, for each message the platform bot sees */
  discordChannels: { region: Region; agentId: string }[];
  /** by `region:uid`: the saved provider its agents answer with by default (the first), if any */
  defaultLlmCredential: { row: LlmCredentialRow | undefined };
  /** by host name: the agency whose verified subdomain or custom domain it is, if any */
  agencyHost: { agency: { region: Region; workspaceUid: string } | null };
}
export type CacheName = keyof CachedValues;

const CHANNEL = 'read_cache_invalidation';
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export interface ReadCaches {
  get<N extends CacheName>(name: N, key: string): CachedValues[N] | undefined;
  set<N extends CacheName>(name: N, key: string, value: CachedValues[N]): void;
  /**
   * The cached value, or `load`'s, kept unless this cache was invalidated while `load` ran: a read
   * that began before another process's write committed would otherwise keep the old answer
   * after the invalidation passed (a domain just verified, not served for a minute).
   */
  getOrLoad<N extends CacheName>(name: N, key: string, load: () => Promise<CachedValues[N]>): Promise<CachedValues[N]>;
  /** Call after the write committed. */
  invalidate(name: CacheName, keys: string[]): Promise<void>;
}

export async function createReadCaches(bus: MessageBus): Promise<ReadCaches> {
  const stores: { [N in CacheName]: LRUCache<string, CachedValues[N]> } = {
    session: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
    workspaceAccess: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
    agentList: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
    telegramBots: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
    discordChannels: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
    defaultLlmCredential: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
    agencyHost: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
  };
  let listening = true;
  // Counts each cache's invalidations, so a load can tell whether one came while it ran.
  const invalidations = Object.fromEntries(Object.keys(stores).map((name) => [name, 0])) as Record<CacheName, number>;
  const forget = (name: CacheName, keys: string[]) => {
    invalidations[name]++;
    for (const key of keys) stores[name].delete(key);
  };
  await bus.subscribe(
    CHANNEL,
    (payload) => {
      const message = JSON.parse(payload) as { name: CacheName; keys: string[] };
      if (message.name in stores) forget(message.name, message.keys);
    },
    (on) => {
      // While deaf to other processes' writes, keep nothing; once hearing again, start from nothing.
      listening = on;
      for (const name of Object.keys(stores) as CacheName[]) forget(name, [...stores[name].keys()]);
    },
  );
  return {
    get: (name, key) => stores[name].get(key),
    set(name, key, value) {
      if (listening) stores[name].set(key, value);
    },
    async getOrLoad(name, key, load) {
      const cached = stores[name].get(key);
      if (cached !== undefined) return cached;
      const before = invalidations[name];
      const value = await load();
      if (listening && invalidations[name] === before) stores[name].set(key, value);
      return value;
    },
    async invalidate(name, keys) {
      if (keys.length === 0) return;
      forget(name, keys);
      await bus.publish(CHANNEL, JSON.stringify({ name, keys }));
    },
  };
}
