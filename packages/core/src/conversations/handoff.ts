/**
 * Handing a chat from the AI to a person (spec 002 §3.1 Handoff fields, §3.14 button types).
 * Kept free of zod: the widget's chat imports it.
 *
 * - `default`: a button in the chat asks for a person; with `alwaysShowHandoff` it is there from
 *   the start, otherwise once the visitor has written.
 * - `intent`: no button; asking for a person in words ("can I talk to a human?") asks for one.
 * - `link`: the button opens the agent's `handoffLink` (a booking page, a phone link) instead.
 * - `hidden`: no button; members still take chats over from the Chats tab.
 */
export const HANDOFF_BUTTON_TYPES = ['default', 'intent', 'link', 'hidden'] as const;
export type HandoffButtonType = (typeof HANDOFF_BUTTON_TYPES)[number];

/** How long a request waits for a member before the AI carries on, unless the agent sets `handoffTimeout`. */
export const DEFAULT_HANDOFF_TIMEOUT_SECONDS = 300;

/** What the visitor reads when no member took the chat in time. */
export const HANDOFF_TIMEOUT_MESSAGE =
  'No one from our team is available right now. I will keep helping you, and you can ask for a person again at any time.';

/** What the visitor reads once the request is sent (under the agent's handoff title and subtitle). */
export const HANDOFF_REQUESTED_NOTE = 'We have let our team know. Please stay in this chat.';

const ASKS_FOR_A_PERSON = [
  // "can I talk to a human", "connect me to an agent"
  /\b(talk|speak|chat|connect|transfer)\b.{0,30}\b(human|person|someone|somebody|agent|representative|operator|staff|team member)\b/i,
  // "human please", "Operator!": the whole message asks for one
  /^(a\s+)?(human|real person|live agent|operator|representative)\s*(please|now)?\s*[?!.]*$/i,
];

/** Whether a visitor's message asks for a person (the `intent` handoff). */
export function asksForAPerson(text: string): boolean {
  return ASKS_FOR_A_PERSON.some((pattern) => pattern.test(text.trim()));
}
