import type { NotifyIf } from '@agent-platform/core';
import { LiveNotificationBell } from './live-notification-bell';
import {
  useClientNotifications,
  useLiveClientNotifications,
  useMarkClientNotificationsSeen,
} from './use-client-notifications';

/**
 * The signed-in client's bell in its top bar (spec 001 §2): the notifications about its agents.
 * The client's notifyIf mutes the sound only; the list, the dot and the toast stay.
 */
export function ClientNotificationCenter({ notifyIf }: { notifyIf: NotifyIf }) {
  useLiveClientNotifications();
  const list = useClientNotifications();
  const markSeen = useMarkClientNotificationsSeen();
  return (
    <LiveNotificationBell
      notifications={list.data?.notifications}
      notifyIf={notifyIf}
      markSeen={markSeen.mutate}
      position="bottom-end"
    />
  );
}
