import { PROACTIVE_DISMISSAL_TTL_MS } from '@agent-platform/core/widget/runtime';

/**
 * The visitor's dismissal of the proactive bubble, kept in the host page's localStorage under a
 * key of our own. Storage can be refused (privacy modes); then the bubble simply shows again.
 */
const keyOf = (agentId: string) => `agentWidget:proactiveDismissedAt:${agentId}`;

export function isProactiveDismissed(agentId: string, now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(keyOf(agentId)));
    return at > 0 && now - at <= PROACTIVE_DISMISSAL_TTL_MS;
  } catch {
    return false;
  }
}

export function rememberProactiveDismissed(agentId: string, now = Date.now()) {
  try {
    localStorage.setItem(keyOf(agentId), String(now));
  } catch (error) {
    console.warn('agentWidget: could not remember the dismissal', error);
  }
}
