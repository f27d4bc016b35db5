import type { Region } from '@agent-platform/core';
import type { MessageBus } from '../../platform/db/regions.js';

const CHANNEL = 'notification_changes';

interface NotificationChange {
  region: Region;
  workspaceUid: string;
  /** The organisations whose clients got their copy. */
  orgIds?: string[];
}

/**
 * Tells the open bells of a workspace, in every process sharing the database (LISTEN/NOTIFY),
 * that its notifications changed. Only the workspace travels: each bell reads its member's list
 * again, so targeting and seen marks are applied by that read.
 */
export interface NotificationChanges {
  /** Listens to one workspace; returns the way to stop. */
  onWorkspace(region: Region, workspaceUid: string, listener: () => void): () => void;
  /** Listens to one organisation's notifications, for its clients' bells; returns the way to stop. */
  onOrg(region: Region, orgId: string, listener: () => void): () => void;
}

export function publishNotificationChange(bus: MessageBus, change: NotificationChange): Promise<void> {
  return bus.publish(CHANNEL, JSON.stringify(change));
}

// The bus holds one listener per channel: the members' and the clients' bells share one subscription.
const perBus = new WeakMap<MessageBus, Promise<NotificationChanges>>();

/** The bus's one NotificationChanges, subscribed on first use. */
export function notificationChangesOf(bus: MessageBus): Promise<NotificationChanges> {
  const existing = perBus.get(bus);
  if (existing) return existing;
  const created = createNotificationChanges(bus);
  perBus.set(bus, created);
  return created;
}

async function createNotificationChanges(bus: MessageBus): Promise<NotificationChanges> {
  const listeners = new Map<string, Set<() => void>>();
  const tell = (key: string) => {
    for (const listener of listeners.get(key) ?? []) listener();
  };
  await bus.subscribe(
    CHANNEL,
    (payload) => {
      const change = JSON.parse(payload) as NotificationChange;
      tell(`${change.region}:${change.workspaceUid}`);
      for (const orgId of change.orgIds ?? []) tell(`${change.region}:org:${orgId}`);
    },
    (on) => {
      // Hearing again after a drop: any may have come meanwhile, so every bell reads again.
      if (on) for (const key of listeners.keys()) tell(key);
    },
  );
  const listen = (key: string, listener: () => void) => {
    const set = listeners.get(key) ?? new Set();
    listeners.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  };
  return {
    onWorkspace: (region, workspaceUid, listener) => listen(`${region}:${workspaceUid}`, listener),
    onOrg: (region, orgId, listener) => listen(`${region}:org:${orgId}`, listener),
  };
}
