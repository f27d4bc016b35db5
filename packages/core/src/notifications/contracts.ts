import { z } from 'zod';
import type { NotificationSettings, NotifyIf } from '../workspaces/notification-settings.js';

/**
 * The bell's notifications (spec 001 "Notification": the organisation's `notifications-1` and
 * `notifications-2` as one list with a level). Level 2 asks for a person now (someone waits, or
 * something stopped or is about to); level 1 keeps the team up to date.
 */
export const NOTIFICATION_LEVELS = [1, 2] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** What raised a notification; each source has its level. */
export const NOTIFICATION_SOURCES = [
  'handoffRequest',
  'channelHealth',
  'lowCredits',
  'failedCharge',
  'newLead',
] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

export const NOTIFICATION_LEVEL_OF: Record<NotificationSource, NotificationLevel> = {
  handoffRequest: 2,
  channelHealth: 2,
  failedCharge: 2,
  // Agents stop answering when the credits run out: someone should top up before they do.
  lowCredits: 2,
  newLead: 1,
};

/** The panel's heading for each level. */
export const NOTIFICATION_LEVEL_LABELS: Record<NotificationLevel, string> = {
  2: 'Needs attention',
  1: 'Updates',
};

/** Spec 001: the list reads the newest 5 notifications per level. */
export const NOTIFICATIONS_PER_LEVEL = 5;
/** Spec 001: the newest notification shows a toast for 5 s ... */
export const NOTIFICATION_TOAST_MS = 5_000;
/** ... when it is unseen and under 180 seconds old. */
export const NOTIFICATION_TOAST_MAX_AGE_SECONDS = 180;
/** Spec 001: a recent-notification window of 60 s; only a notification this recent makes a sound. */
export const NOTIFICATION_RECENT_SECONDS = 60;
/** Spec 001: a second sound plays after 2 s. */
export const NOTIFICATION_SECOND_SOUND_MS = 2_000;
/** Spec 001: the bell's panel is 350x500 px. */
export const NOTIFICATION_PANEL_SIZE = { width: 350, height: 500 } as const;

export const ZNotificationLevel = z.union([z.literal(1), z.literal(2)]);

export const ZNotification = z.object({
  id: z.string(),
  level: ZNotificationLevel,
  source: z.enum(NOTIFICATION_SOURCES),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the dashboard (the spec's `urlPathname`). */
  urlPathname: z.string(),
  /** When it was raised (the spec's `ts`), ISO 8601. */
  ts: z.string(),
  /** Whether the signed-in member has seen it; each member sees for themselves. */
  seen: z.boolean(),
});
export type Notification = z.infer<typeof ZNotification>;

/** The newest notifications per level the signed-in member may see, newest first. */
export const ZNotificationList = z.object({ notifications: z.array(ZNotification) });
export type NotificationList = z.infer<typeof ZNotificationList>;

export const ZMarkNotificationsSeenBody = z.strictObject({
  ids: z
    .array(z.string().min(1).max(64))
    .min(1)
    .max(NOTIFICATIONS_PER_LEVEL * NOTIFICATION_LEVELS.length),
});
export type MarkNotificationsSeenBody = z.infer<typeof ZMarkNotificationsSeenBody>;

const secondsOld = (notification: Pick<Notification, 'ts'>, now: Date) =>
  (now.getTime() - new Date(notification.ts).getTime()) / 1000;

/** The notification to toast (and so mark seen): the newest, when unseen and under 180 s old. */
export function notificationToToast(notifications: readonly Notification[], now: Date): Notification | undefined {
  const newest = [...notifications].sort((a, b) => b.ts.localeCompare(a.ts))[0];
  if (!newest || newest.seen) return undefined;
  return secondsOld(newest, now) < NOTIFICATION_TOAST_MAX_AGE_SECONDS ? newest : undefined;
}

/**
 * Whether a notification makes a sound for a member with `notifyIf`: `all` hears both levels,
 * `requestsOnly` the level that asks for a person, `none` nothing; and only while it is recent.
 */
export function soundsFor(notification: Pick<Notification, 'level' | 'ts'>, notifyIf: NotifyIf, now: Date): boolean {
  if (secondsOld(notification, now) >= NOTIFICATION_RECENT_SECONDS) return false;
  if (notifyIf === 'all') return true;
  return notifyIf === 'requestsOnly' && notification.level === 2;
}

/** Sources about the workspace itself (not a chat): told whenever the member takes email, whatever `notifyIf` says. */
const WORKSPACE_SOURCES: readonly NotificationSource[] = ['channelHealth', 'lowCredits', 'failedCharge'];

/**
 * Whether a member with these settings gets the notification by email: `notifyThrough` must
 * include email; about chats, `notifyIf` decides as for chat emails (a handoff request is a
 * request; a new lead comes with `all`).
 */
export function emailsNotification(settings: NotificationSettings, source: NotificationSource): boolean {
  if (settings.notifyThrough !== 'email' && settings.notifyThrough !== 'all') return false;
  if (WORKSPACE_SOURCES.includes(source)) return true;
  if (settings.notifyIf === 'all') return true;
  return settings.notifyIf === 'requestsOnly' && source === 'handoffRequest';
}
