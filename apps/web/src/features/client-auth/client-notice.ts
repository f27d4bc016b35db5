import { notifications } from '@mantine/notifications';

// Spec 002 §8.4: the sign-in screens' error toasts last 3 s; spec 001 §9: notices 2 to 5 s, errors 5 s.
export const CLIENT_AUTH_TOAST_MS = 3000;
export const CLIENT_NOTICE_MS = 3000;
export const CLIENT_ERROR_NOTICE_MS = 5000;

/** A notice of the client's screens. */
export function clientNotice(color: 'green' | 'red' | 'blue', message: string, autoClose = CLIENT_NOTICE_MS): void {
  notifications.show({ color, message, autoClose });
}
