import type { Region } from '@agent-platform/core';
import type { MessageBus } from '../../platform/db/regions.js';

const CHANNEL = 'notification_changes';

interface NotificationChange {
  region: Region;
  workspaceUid: string;
}

/**
 * Tells the open bells of a workspace, in every process sharing the database (LISTEN/NOTIFY),
 * that its notifications changed. Only the workspace travels: each bell reads its member's list
 * again, so targeting and seen marks are applied by that read.
 */
export interface NotificationChanges {
  /** Listens to one workspace; returns the way to stop. */
  onWorkspace(region: Region, workspaceUid: string, listener: () => void): () => void;
}

export function publishNotificationChange(bus: MessageBus, change: NotificationChange): Promise<void> {
  return bus.publish(CHANNEL, JSON.stringify(change));
}

export async function createNotificationChanges(bus: MessageBus): Promise<NotificationChanges> {
  const listeners = new Map<string, Set<() => void>>();
  const tell = (key: string) => {
    for (const listener of listeners.get(key) ?? []) listener();
  };
  await bus.subscribe(
    CHANNEL,
    (payload) => {
      const change = JSON.parse(payload) as NotificationChange;
      tell(`${change.region}:${change.workspaceUid}`);
    },
    (on) => {
      // Hearing again after a drop: any may have come meanwhile, so every bell reads again.
      if (on) for (const key of listeners.keys()) tell(key);
    },
  );
  return {
    onWorkspace(region, workspaceUid, listener) {
      const key = `${region}:${workspaceUid}`;
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}
