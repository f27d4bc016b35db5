import {
  NOTIFICATION_SECOND_SOUND_MS,
  NOTIFICATION_TOAST_MS,
  type Notification,
  type NotifyIf,
  notificationToToast,
  soundsFor,
} from '@agent-platform/core';
import { notifications as toasts } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { NotificationBell, type NotificationBellProps } from './notification-bell';
import { playNotificationSound } from './play-notification-sound';

const EMPTY: readonly Notification[] = [];
// Per page, not per bell: a bell drawn again (the client's agent page swaps its frame for the shell) toasts nothing twice.
const toasted = new Set<string>();

interface LiveNotificationBellProps {
  /** The list as last read; undefined while the first read is under way. */
  notifications: readonly Notification[] | undefined;
  /** Whose settings decide the sound; undefined while they load (silent). */
  notifyIf: NotifyIf | undefined;
  markSeen: (ids: string[]) => void;
  position?: NotificationBellProps['position'];
}

/**
 * A bell with what keeps it live (spec 001 §4 Notifications), for whoever's list it is given: the
 * newest notification, unseen and under 180 s old, shows a 5 s toast and then counts as seen; a
 * new one sounds by its level and notifyIf, and again 2 s later.
 */
export function LiveNotificationBell({ notifications, notifyIf, markSeen, position }: LiveNotificationBellProps) {
  const items = notifications ?? EMPTY;
  const heard = useRef<Set<string> | undefined>(undefined);
  const timers = useRef<number[]>([]);
  const markSeenNow = useRef(markSeen);
  markSeenNow.current = markSeen;

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  useEffect(() => {
    if (!notifications) return;
    const now = new Date();
    // What the first read brings was there before this page opened: it may toast, but only what comes later sounds.
    const known = heard.current;
    heard.current = new Set([...(known ?? []), ...notifications.map((n) => n.id)]);
    const sounding =
      known && notifyIf ? notifications.find((n) => !known.has(n.id) && soundsFor(n, notifyIf, now)) : undefined;
    if (sounding) {
      playNotificationSound(sounding.level);
      timers.current.push(window.setTimeout(() => playNotificationSound(sounding.level), NOTIFICATION_SECOND_SOUND_MS));
    }
    const toast = notificationToToast(notifications, now);
    if (toast && !toasted.has(toast.id)) {
      toasted.add(toast.id);
      // Seen once its 5 s are over: while it shows, the bell's dot says there is something new too.
      toasts.show({
        title: toast.title,
        message: toast.body,
        autoClose: NOTIFICATION_TOAST_MS,
        onClose: () => markSeenNow.current([toast.id]),
      });
    }
  }, [notifications, notifyIf]);

  return <NotificationBell notifications={items} onOpen={markSeen} position={position} />;
}
