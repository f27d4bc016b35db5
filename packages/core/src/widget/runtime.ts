/**
 * The widget runtime's constants and its loader/chat message protocol. Free of zod on purpose:
 * the loader and the chat app import this file alone, to stay within their size budgets.
 */

/** The ways a page can show the widget; the embed snippet names one in `data-render-mode`. */
export const RENDER_MODES = ['bottom-right', 'bottom-left', 'popup', 'full-width', 'modal', 'embedded'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];
export const DEFAULT_RENDER_MODE: RenderMode = 'bottom-right';
export const DEFAULT_WIDGET_FONT = 'DM Sans';
/** Spec 000 §9: the proactive bubble appears 1 s after the theme loads. */
export const PROACTIVE_MESSAGE_DELAY_MS = 1000;
/** Spec 000 §4: a dismissed proactive bubble comes back once the dismissal is more than a day old. */
export const PROACTIVE_DISMISSAL_TTL_MS = 24 * 60 * 60 * 1000;
/** Same value as the agent default (spec 000 §9), repeated here so the loader needs no agent module. */
export const WIDGET_MESSAGE_DELAY_MS = 1000;
/** The proactiveMessage value that turns the bubble off (PROACTIVE_MESSAGE_OFF of the agent defaults). */
export const WIDGET_PROACTIVE_OFF = 'none';

/** The chat frame's path on the server, for an agent in a region. */
export const chatFramePath = (region: 'na' | 'eu', agentId: string) =>
  `/app/${region}/render/${encodeURIComponent(agentId)}/iframe`;

/** The query parameter that tells the chat frame which origin embeds it, the only one it posts to. */
export const HOST_ORIGIN_PARAM = 'hostOrigin';

/** Messages between the chat frame and the loader; each side checks the sender's origin. */
export type WidgetFrameMessage = { type: 'agent-widget:close' };
export const isWidgetFrameMessage = (data: unknown): data is WidgetFrameMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'agent-widget:close';
