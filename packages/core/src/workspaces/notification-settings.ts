import { z } from 'zod';

/**
 * How a member of a workspace hears about its chats (spec 001 `notificationsSettings`, spec 002
 * §3.8): `notifyThrough` says by which way, `notifyIf` about what.
 */
export const NOTIFY_THROUGH = ['all', 'email', 'push', 'none'] as const;
export type NotifyThrough = (typeof NOTIFY_THROUGH)[number];

/** `requestsOnly`: a visitor asked for a person; `all`: that, and every new conversation. */
export const NOTIFY_IF = ['all', 'requestsOnly', 'none'] as const;
export type NotifyIf = (typeof NOTIFY_IF)[number];

/**
 * Spec: notifyThrough is `all` by default. It gives no default for notifyIf: `requestsOnly` tells
 * members about handoff requests, as before there were settings, without an email for every chat.
 */
export const DEFAULT_NOTIFICATION_SETTINGS = { notifyThrough: 'all', notifyIf: 'requestsOnly' } as const satisfies {
  notifyThrough: NotifyThrough;
  notifyIf: NotifyIf;
};

export const NOTIFY_THROUGH_MESSAGE = 'Choose how you want to be notified: all, email, push or none.';
export const NOTIFY_IF_MESSAGE = 'Choose what you want to be notified about: all, requestsOnly or none.';

/** Spec 002 §5.13: both fields are required when the settings are given. */
export const ZNotificationSettings = z.strictObject({
  notifyThrough: z.enum(NOTIFY_THROUGH, { error: NOTIFY_THROUGH_MESSAGE }),
  notifyIf: z.enum(NOTIFY_IF, { error: NOTIFY_IF_MESSAGE }),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

/** What a member may be told about. */
export type ChatEvent = 'handoffRequest' | 'newConversation';

/**
 * Whether a member with these settings gets an email about `event`. Push settings send no email;
 * there is no push channel yet, so `push` alone tells the member nothing for now.
 */
export function emailsMember(settings: NotificationSettings, event: ChatEvent): boolean {
  const byEmail = settings.notifyThrough === 'email' || settings.notifyThrough === 'all';
  const about = settings.notifyIf === 'all' || (settings.notifyIf === 'requestsOnly' && event === 'handoffRequest');
  return byEmail && about;
}
