import { z } from 'zod';

/** The Sessions utility (spec 001 §2, Utilities): the conversations going on now across a workspace's agents. */

/**
 * A conversation is active while its last message is at most this old. Ten minutes is longer
 * than a visitor's usual pause to read or type, and short enough that left chats drop off.
 */
export const ACTIVE_SESSION_WINDOW_MS = 10 * 60 * 1000;
/** How often the Sessions page asks again, so that it follows the conversations live. */
export const SESSIONS_REFRESH_MS = 5_000;
/** The most sessions one answer lists, newest activity first. */
export const ACTIVE_SESSIONS_MAX = 200;

export const ZActiveSession = z.object({
  conversationId: z.string(),
  agentId: z.string(),
  agentTitle: z.string(),
  /** Where the conversation takes place: 'web' for the widget, later a channel's name. */
  channel: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number().int().nonnegative(),
});
export type ActiveSession = z.infer<typeof ZActiveSession>;

export const ZActiveSessionList = z.object({
  sessions: z.array(ZActiveSession),
  /** The window the list covers, so the page can say "in the last 10 minutes". */
  activeWindowMinutes: z.number(),
});
export type ActiveSessionList = z.infer<typeof ZActiveSessionList>;
