import type { Region } from '@agent-platform/core';
import type { ReadCaches } from '../cache/read-caches.js';
import type { MessageBus } from '../db/regions.js';
import type { WorkspaceAccess } from './principals.js';
import { workspaceAccessKey } from './workspace-member.js';

const CHANNEL = 'access_revocations';

/** Who lost access to a workspace: some members, or (`emails` absent) everyone, its workspace deleted. */
interface Revocation {
  region: Region;
  uid: string;
  emails?: string[];
}

/**
 * Ends access at once, in every process sharing the database (LISTEN/NOTIFY): the next request
 * is checked against the database again, and the live streams opened with that access end.
 */
export interface AccessRevocations {
  /**
   * Call after the write committed. `who`: the removed members' emails, or the whole workspace
   * with the cache keys of everyone who could open it (members and its secret).
   */
  revoke(
    region: Region,
    uid: string,
    who: { emails: string[] } | { workspaceDeleted: true; accessKeys: string[] },
  ): Promise<void>;
  /** Calls `onRevoked` once when this access ends; returns the way to stop watching. */
  watch(access: WorkspaceAccess, onRevoked: () => void): () => void;
}

export async function createAccessRevocations(bus: MessageBus, caches: ReadCaches): Promise<AccessRevocations> {
  const watchers = new Map<string, Set<() => void>>();
  const tell = (key: string) => {
    for (const watcher of watchers.get(key) ?? []) watcher();
  };
  await bus.subscribe(
    CHANNEL,
    (payload) => {
      const revocation = JSON.parse(payload) as Revocation;
      const workspace = `${revocation.region}:${revocation.uid}`;
      if (!revocation.emails) tell(workspace);
      else for (const email of revocation.emails) tell(`${workspace}:${email}`);
    },
    () => {
      // A revocation may be missed while deaf: every stream ends, and its reconnection is checked afresh.
      for (const key of [...watchers.keys()]) tell(key);
    },
  );
  const add = (key: string, watcher: () => void) => {
    const set = watchers.get(key) ?? new Set();
    watchers.set(key, set);
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0) watchers.delete(key);
    };
  };
  return {
    async revoke(region, uid, who) {
      const keys = 'emails' in who ? who.emails.map((email) => workspaceAccessKey(region, uid, email)) : who.accessKeys;
      await caches.invalidate('workspaceAccess', keys);
      const revocation: Revocation = { region, uid, ...('emails' in who ? { emails: who.emails } : {}) };
      await bus.publish(CHANNEL, JSON.stringify(revocation));
    },
    watch(access, onRevoked) {
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        stop();
        onRevoked();
      };
      const workspace = `${access.region}:${access.uid}`;
      const stops = [add(workspace, once)];
      if (access.principal.kind === 'user') stops.push(add(`${workspace}:${access.principal.account.email}`, once));
      const stop = () => {
        for (const s of stops) s();
      };
      return stop;
    },
  };
}
