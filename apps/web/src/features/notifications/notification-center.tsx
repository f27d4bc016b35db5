import {
  NOTIFICATION_SECOND_SOUND_MS,
  NOTIFICATION_TOAST_MS,
  type Notification,
  notificationToToast,
  soundsFor,
} from '@agent-platform/core';
import { notifications as toasts } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useNotificationSettings } from '../conversations/use-chat-settings';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { NotificationBell } from './notification-bell';
import { playNotificationSound } from './play-notification-sound';
import { useLiveNotifications, useMarkNotificationsSeen, useNotifications } from './use-notifications';

const EMPTY: readonly Notification[] = [];

/**
 * The signed-in member's bell with what keeps it live (spec 001 §4 Notifications): the newest
 * notification, unseen and under 180 s old, shows a 5 s toast and then counts as seen; a new one
 * sounds by its level and the member's notifyIf, and again 2 s later.
 */
export function NotificationCenter() {
  const { workspace } = useCurrentWorkspace();
  const { region, uid } = workspace;
  useLiveNotifications(region, uid);
  const list = useNotifications(region, uid);
  const settings = useNotificationSettings(region, uid);
  const markSeen = useMarkNotificationsSeen(region, uid);
  const items = list.data?.notifications ?? EMPTY;
  const notifyIf = settings.data?.notifyIf;
  const heard = useRef<Set<string> | undefined>(undefined);
  const toasted = useRef(new Set<string>());
  const timers = useRef<number[]>([]);
  const markSeenNow = useRef(markSeen.mutate);
  markSeenNow.current = markSeen.mutate;

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  useEffect(() => {
    if (!list.data) return;
    const now = new Date();
    // What the first read brings was there before this page opened: it may toast, but only what comes later sounds.
    const known = heard.current;
    heard.current = new Set([...(known ?? []), ...items.map((n) => n.id)]);
    const sounding = known && notifyIf ? items.find((n) => !known.has(n.id) && soundsFor(n, notifyIf, now)) : undefined;
    if (sounding) {
      playNotificationSound(sounding.level);
      timers.current.push(window.setTimeout(() => playNotificationSound(sounding.level), NOTIFICATION_SECOND_SOUND_MS));
    }
    const toast = notificationToToast(items, now);
    if (toast && !toasted.current.has(toast.id)) {
      toasted.current.add(toast.id);
      // Seen once its 5 s are over: while it shows, the bell's dot says there is something new too.
      toasts.show({
        title: toast.title,
        message: toast.body,
        autoClose: NOTIFICATION_TOAST_MS,
        onClose: () => markSeenNow.current([toast.id]),
      });
    }
  }, [list.data, items, notifyIf]);

  return <NotificationBell notifications={items} onOpen={(ids) => markSeen.mutate(ids)} />;
}
