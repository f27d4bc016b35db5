import { randomId } from '../../platform/ids.js';

/**
 * The bell reads the newest 5 per level (spec 001 §9); older ones are kept this deep for a while
 * and then dropped, so a busy workspace's or organisation's table does not grow for ever.
 */
export const NOTIFICATIONS_KEPT_PER_LEVEL = 100;

/** A new notification's id, the same length for members' and clients' notifications. */
export const newNotificationId = () => randomId(20);
